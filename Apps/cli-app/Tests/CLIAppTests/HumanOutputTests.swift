import TerminalUI
import Testing

@testable import CLIApp

@Suite struct HumanOutputTests {
    private let screen = Screen(
        title: "Oak Table",
        lines: [Line([Span("$150.00", style: .color(.sale)), Span(" was $200.00", style: .dim)]), "\u{1B}[2Jhidden"],
        footer: [KeyHint("q", "quit")], status: "status")

    @Test func printsTitleAndBodyButNotFooterOrStatus() {
        let text = HumanOutput.render(screen, colorPolicy: .monochrome, width: 80)
        #expect(text == "Oak Table\n$150.00 was $200.00\nhidden\n")
    }

    @Test func coloursOnlyWhenThePolicySays() {
        #expect(!HumanOutput.render(screen, colorPolicy: .monochrome, width: 80).contains("\u{1B}"))
        #expect(HumanOutput.render(screen, colorPolicy: .colored, width: 80).contains("\u{1B}[31m$150.00\u{1B}[0m"))
    }

    @MainActor @Test func commandOutputPicksTheFormat() throws {
        let output = CommandOutput(screen: screen, json: ["name": "Oak Table"])
        #expect(
            try output.rendered(format: .json, colorPolicy: .colored, width: 80) == "{\n  \"name\" : \"Oak Table\"\n}\n"
        )
        #expect(try output.rendered(format: .human, colorPolicy: .monochrome, width: 80).hasPrefix("Oak Table\n"))
    }

    /// A one-shot process prints one form: the other is never made.
    @MainActor @Test func commandOutputMakesOnlyTheFormRendered() throws {
        var made: [String] = []
        func screen() -> Screen {
            made.append("screen")
            return self.screen
        }
        func document() -> [String: String] {
            made.append("json")
            return ["name": "Oak Table"]
        }
        _ = try CommandOutput(screen: screen(), json: document())
            .rendered(format: .human, colorPolicy: .monochrome, width: 80)
        #expect(made == ["screen"])
        made = []
        _ = try CommandOutput(screen: screen(), json: document())
            .rendered(format: .json, colorPolicy: .monochrome, width: 80)
        #expect(made == ["json"])
    }
}
