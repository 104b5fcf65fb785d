import ArgumentParser
import Domain
import Testing

@testable import CLIApp

@Suite struct ValidationTests {
    static let usageErrors: [[String]] = [
        ["no-such-command"],
        ["blog", "show"],
        ["blog", "show", "abc"],
        ["blog", "show", "0"],
        ["blog", "show", "-3"],
        ["blog", "show", "99999999999999999999999"],
        ["blog", "list", "--page", "0"],
        ["blog", "list", "--page", "two"],
        ["products", "search"],
        ["products", "search", ""],
        ["products", "search", "   "],
        ["products", "search", String(repeating: "a", count: 1_001)],
        ["products", "search", "oak\u{1B}[2J"],
        ["products", "search", "oak\u{07}"],
        ["products", "search", "oak", "--limit", "0"],
        ["products", "search", "oak", "--limit", "101"],
        ["products", "show", ""],
        ["products", "show", "a b"],
        ["cart", "add"],
        ["cart", "add", "OAK-1", "--quantity", "0"],
        ["cart", "add", "OAK-1", "--quantity", "-1"],
        ["cart", "add", "OAK-1", "--quantity", "many"],
        ["cart", "add", "OAK-1", "--quantity", "1000"],
        ["cart", "remove"],
        ["blog", "list", "--api", "not a url"],
        ["blog", "list", "--api", "ftp://example.com"],
        ["blog", "list", "--api", "http://"],
        ["blog", "list", "--timeout", "0"],
        ["blog", "list", "--timeout", "0.05"],
        ["blog", "list", "--timeout", "301"],
        ["blog", "list", "--timeout", "soon"],
        ["blog", "list", "--timeout", "nan"],
    ]

    @Test(arguments: usageErrors)
    func badInputIsAUsageErrorWithExitCode64(arguments: [String]) async {
        #expect(throws: (any Error).self) { try CLIEntry.parseAsRoot(arguments) }
        do {
            _ = try CLIEntry.parseAsRoot(arguments)
        } catch {
            #expect(CLIEntry.exitCode(for: error) == .validationFailure)
        }
        let run = await CommandRun.run(arguments)
        #expect(run.code == 64)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: ") == true)
        #expect(run.output.isEmpty)
    }

    /// The sentence alone, not ArgumentParser's `The value '…' is invalid for '<sku>': …` quoting
    /// the whole value (up to 128 KiB of a search term).
    @Test(arguments: [
        (["products", "show", "a b"], "error: the product id contains spaces or control characters (see --help)"),
        (["products", "show", ""], "error: the product id is empty (see --help)"),
        (["cart", "add", " "], "error: the SKU is empty (see --help)"),
        (["cart", "remove", "OAK\u{07}1"], "error: the SKU contains spaces or control characters (see --help)"),
        (["products", "search", "   "], "error: the search term is empty (see --help)"),
        (
            ["blog", "list", "--api", "ftp://example.com"],
            "error: --api must be an http:// or https:// URL with a host, got 'ftp://example.com' (see --help)"
        ),
        (
            ["--api", "http://", "cart", "show"],
            "error: --api must be an http:// or https:// URL with a host, got 'http://' (see --help)"
        ),
    ])
    func aBadValueIsReportedWithItsOwnSentenceAlone(arguments: [String], line: String) async {
        let run = await CommandRun.run(arguments)
        #expect(run.code == 64)
        #expect(run.errorLines == [line])
        #expect(run.output.isEmpty)
    }

    @Test func valuesArriveTypedAndTrimmed() throws {
        let show = try #require(try CLIEntry.parseAsRoot(["products", "show", " oak-table "]) as? ProductsShowCommand)
        #expect(show.id == ProductID("oak-table"))
        let add = try #require(try CLIEntry.parseAsRoot(["cart", "add", "OAK-1"]) as? CartAddCommand)
        #expect(add.sku == SKUID("OAK-1"))
        let search = try #require(
            try CLIEntry.parseAsRoot(["products", "search", "  oak  "]) as? ProductsSearchCommand)
        #expect(search.term == "oak")
        let list = try #require(
            try CLIEntry.parseAsRoot(["blog", "list", "--api", "http://127.0.0.1:8080"]) as? BlogListCommand)
        #expect(list.global.apiBaseURL?.port == 8080)
    }

    /// Checked when the interactive app starts, once every word has been placed: `--json frob` is
    /// an unknown command, not a refused `--json`.
    @Test(arguments: [["--json"], ["shop", "--json"], ["--data-dir", "/nonexistent", "--json", "shop"]])
    func jsonForTheInteractiveAppIsAUsageError(arguments: [String]) async {
        let run = await CommandRun.run(arguments)
        #expect(run.code == 64)
        #expect(run.errorLines == ["error: --json is for one-shot commands, not the interactive app (see --help)"])
        #expect(run.output.isEmpty)
    }

    @Test func aTenMegabyteSearchTermIsRejectedQuickly() async {
        let run = await CommandRun.run(["products", "search", String(repeating: "oak ", count: 2_500_000)])
        #expect(run.code == 64)
        #expect(run.errorLines == ["error: the search term is longer than 1000 characters (see --help)"])
    }

    @Test func searchTermsAreTrimmedAndAcceptedUpToTheLimit() throws {
        #expect(try InputValidation.searchTerm("  oak chair \n") == "oak chair")
        #expect(try InputValidation.searchTerm(String(repeating: "é", count: 1_000)).count == 1_000)
        #expect(try InputValidation.searchTerm("日本 🎉") == "日本 🎉")
    }

    @Test func hostileTextInAnErrorMessageIsSanitised() async {
        let run = await CommandRun.run(["blog", "list", "--api", "\u{1B}]0;pwned\u{07}"])
        #expect(run.code == 64)
        #expect(!run.errorLines.joined().contains("\u{1B}"))
        #expect(!run.errorLines.joined().contains("\u{07}"))
    }

    @Test func validAPIURLsAreAccepted() throws {
        #expect(try InputValidation.apiBaseURL("http://127.0.0.1:8080").port == 8080)
        #expect(try InputValidation.apiBaseURL("https://shop.example/api/").host == "shop.example")
    }
}
