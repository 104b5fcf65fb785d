import ProcessTestSupport
import TerminalUI
import Testing

@testable import CLIApp

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

@Suite struct TerminalRequirementTests {
    @Test func theInteractiveAppRunsOnlyWithATerminalOnBothEnds() {
        #expect(InteractiveApp.terminalProblem(inputIsTTY: true, outputIsTTY: true) == nil)
        let noInput = InteractiveApp.terminalProblem(inputIsTTY: false, outputIsTTY: true)
        let noOutput = InteractiveApp.terminalProblem(inputIsTTY: true, outputIsTTY: false)
        let neither = InteractiveApp.terminalProblem(inputIsTTY: false, outputIsTTY: false)
        #expect(noInput?.message.contains("standard input is not a terminal") == true)
        #expect(noOutput?.message.contains("standard output is not a terminal") == true)
        #expect(neither?.message.contains("standard input and output are not a terminal") == true)
        for problem in [noInput, noOutput, neither] {
            #expect(problem?.line.hasPrefix("error: the interactive app needs a terminal") == true)
        }
    }

    @MainActor
    @Test func theAppRefusesWithOneLineWhenGivenAPipeInsteadOfATerminal() async throws {
        var descriptors: [Int32] = [-1, -1]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let dataDirectory = try TemporaryDirectory()
        let output = BufferOutput()
        let errors = BufferOutput()
        let context = try AppContext(
            options: try GlobalOptions.parse(["--data-dir", dataDirectory.path]), environment: [:],
            standardOutput: output, standardError: errors)
        let code = await InteractiveApp.run(
            context: context, terminal: Terminal(input: descriptors[0], output: descriptors[1]))
        #expect(code == .failure)
        #expect(errors.lines.count == 1)
        #expect(
            errors.lines.first?.hasPrefix("error: the interactive app needs a terminal, but standard input and output")
                == true)
        #expect(output.text.isEmpty)
    }
}
