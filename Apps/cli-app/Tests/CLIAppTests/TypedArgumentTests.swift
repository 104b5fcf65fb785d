import Domain
import Testing

@testable import CLIApp

/// Ids, SKUs, terms and the `--api` URL are parsed once, into typed values, and a bad one is
/// reported with its own sentence (exit 64), as `validate()` reported it before.
@Suite struct TypedArgumentTests {
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
    func aBadValueIsReportedWithItsOwnSentence(arguments: [String], line: String) async {
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
}
