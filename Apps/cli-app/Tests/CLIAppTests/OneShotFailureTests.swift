import Foundation
import ProcessTestSupport
import Testing

@testable import CLIApp

/// A one-shot command that fails prints one line and exits 1: nothing on stdout, no stack trace.
@Suite struct OneShotFailureTests {
    @Test(arguments: [
        (["blog", "show", "999999"], "error: not found: blog entry 999999"),
        (["products", "show", "no-such-product"], "error: not found: product no-such-product"),
        (["cart", "add", "NO-SUCH-SKU"], "error: not found: SKU NO-SUCH-SKU"),
        (["cart", "remove", "NO-SUCH-SKU"], "error: NO-SUCH-SKU is not in the cart"),
    ])
    func anUnknownIDIsOneErrorLineAndExitCodeOne(arguments: [String], line: String) async throws {
        let dataDirectory = try TemporaryDirectory()
        let run = await CommandRun.run(arguments + ["--data-dir", dataDirectory.path])
        #expect(run.code == 1)
        #expect(run.errorLines == [line])
        #expect(run.output.isEmpty)
    }

    @Test func aDataDirectoryThatCannotBeCreatedIsOneLine() async throws {
        let dataDirectory = try TemporaryDirectory()
        let file = dataDirectory.url.appendingPathComponent("a-file")
        try Data().write(to: file)
        let run = await CommandRun.run(["cart", "show", "--data-dir", file.appendingPathComponent("cart").path])
        #expect(run.code == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: the cart cannot be stored in ") == true)
        #expect(run.output.isEmpty)
    }

    @Test func aClosedPortIsANetworkFailure() async throws {
        let dataDirectory = try TemporaryDirectory()
        let run = await CommandRun.run(
            ["products", "search", "oak", "--api", "http://127.0.0.1:9", "--data-dir", dataDirectory.path])
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: cannot reach the server: the server refused the connection"])
    }

    @Test func failureMessagesAreOneSanitisedLine() {
        struct Described: Error, CustomStringConvertible {
            var description: String { "bad\n\u{1B}[31mthing" }
        }
        let failure = CLIFailure(describing: Described())
        #expect(!failure.line.contains("\n"))
        #expect(!failure.line.contains("\u{1B}"))
        #expect(failure.line.hasPrefix("error: bad"))
        #expect(
            !CLIFailure("not found: product \u{9B}2Jx\u{07}").line.unicodeScalars.contains {
                $0 == "\u{9B}" || $0 == "\u{07}"
            })
    }
}
