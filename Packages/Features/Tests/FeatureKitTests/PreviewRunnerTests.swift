import FeatureKit
import TerminalUI
import TerminalUITesting
import Testing

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct PreviewRunnerTests {
    private let runner = PreviewRunner(executable: "preview-counting", feature: "CountingFeature")

    @Test func theStatusLineNamesTheFeatureAndTheBackend() {
        #expect(runner.status(backend: "embedded data") == "preview: CountingFeature · backend: embedded data")
    }

    @Test func runsTheRootViewWithTheStatusLineAndGivesTheTerminalBack() async throws {
        let terminal = FakeTerminal(size: TerminalSize(columns: 60, rows: 8))
        terminal.closeInput()  // one frame, then the run ends
        let root = CountingView()

        try await runner.run(root, backend: "embedded data", on: terminal, colorPolicy: .monochrome)

        #expect(terminal.output.contains("Counting"))
        #expect(terminal.output.contains("preview: CountingFeature · backend: embedded data"))
        #expect(root.appearances.calls.count == 1)
        #expect(terminal.beganCount == 1)
        #expect(terminal.endedCount == 1)
    }

    @Test func withoutATerminalItSaysSoInOneLine() async {
        let terminal = FakeTerminal(failingWith: .notATerminal)

        await #expect(throws: PreviewError.notATerminal(executable: "preview-counting")) {
            try await runner.run(CountingView(), backend: "embedded data", on: terminal, colorPolicy: .monochrome)
        }
        #expect(
            PreviewError.notATerminal(executable: "preview-counting").description
                == "preview-counting needs a terminal on standard input and output")
    }

    @Test func aTerminalThatCannotBeTakenOverGivesTheReason() async {
        let terminal = FakeTerminal(failingWith: .systemCall("tcsetattr", errno: 5))
        let expected = PreviewError.terminalUnavailable(
            executable: "preview-counting", reason: "tcsetattr failed (errno 5)")

        await #expect(throws: expected) {
            try await runner.run(CountingView(), backend: "embedded data", on: terminal, colorPolicy: .monochrome)
        }
        #expect(expected.description == "preview-counting: cannot use the terminal: tcsetattr failed (errno 5)")
    }
}
