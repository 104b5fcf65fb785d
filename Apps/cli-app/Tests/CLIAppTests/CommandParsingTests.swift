import ArgumentParser
import Testing

@testable import CLIApp

@Suite struct CommandParsingTests {
    private func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try CLIEntry.parseAsRoot(GlobalOptionPlacement.normalize(arguments))
    }

    @Test func noSubcommandStartsTheInteractiveApp() throws {
        #expect(try parse([]) is ShopCommand)
        #expect(try parse(["shop"]) is ShopCommand)
        let shop = try #require(try parse(["--no-color", "--api", "http://127.0.0.1:8080"]) as? ShopCommand)
        #expect(shop.global.noColor)
        #expect(shop.global.apiBaseURL?.absoluteString == "http://127.0.0.1:8080")
    }

    @Test func blogListTakesAPage() throws {
        #expect(try #require(try parse(["blog", "list"]) as? BlogListCommand).page == 1)
        #expect(try #require(try parse(["blog", "list", "--page", "3"]) as? BlogListCommand).page == 3)
    }

    @Test func blogShowTakesANumber() throws {
        #expect(try #require(try parse(["blog", "show", "42"]) as? BlogShowCommand).id == 42)
    }

    @Test func productsSearchTakesATermAndALimit() throws {
        let search = try #require(
            try parse(["products", "search", "oak chair", "--limit", "5"]) as? ProductsSearchCommand)
        #expect(search.term == "oak chair")
        #expect(search.limit == 5)
        #expect(try #require(try parse(["products", "search", "oak"]) as? ProductsSearchCommand).limit == 20)
    }

    @Test func productsShowTakesAnID() throws {
        #expect(try #require(try parse(["products", "show", "oak-table"]) as? ProductsShowCommand).id == "oak-table")
    }

    @Test func cartCommandsParse() throws {
        #expect(try parse(["cart"]) is CartShowCommand)
        #expect(try parse(["cart", "show"]) is CartShowCommand)
        let add = try #require(try parse(["cart", "add", "OAK-1", "--quantity", "2"]) as? CartAddCommand)
        #expect(add.sku == "OAK-1")
        #expect(add.quantity == 2)
        #expect(try #require(try parse(["cart", "add", "OAK-1"]) as? CartAddCommand).quantity == 1)
        #expect(try #require(try parse(["cart", "remove", "OAK-1"]) as? CartRemoveCommand).sku == "OAK-1")
        #expect(try parse(["cart", "clear"]) is CartClearCommand)
    }

    @Test func globalOptionsWorkBeforeAndAfterTheSubcommand() throws {
        for arguments in [
            ["--json", "--trace", "--data-dir", "/tmp/x", "--no-color", "blog", "show", "1"],
            ["blog", "show", "1", "--json", "--trace", "--data-dir", "/tmp/x", "--no-color"],
            ["--json", "--data-dir=/tmp/x", "blog", "show", "--trace", "1", "--no-color"],
        ] {
            let show = try #require(try parse(arguments) as? BlogShowCommand)
            #expect(show.id == 1)
            #expect(show.global.json)
            #expect(show.global.trace)
            #expect(show.global.noColor)
            #expect(show.global.dataDirectory == "/tmp/x")
            #expect(show.global.outputFormat == .json)
        }
    }

    @Test func timeoutDefaultsToTenSecondsAndTakesFractions() throws {
        #expect(try #require(try parse(["blog", "list"]) as? BlogListCommand).global.timeout == .seconds(10))
        let fast = try #require(
            try parse(["--timeout", "0.25", "--api", "http://127.0.0.1:1", "blog", "list"]) as? BlogListCommand)
        #expect(fast.global.timeout == .milliseconds(250))
        #expect(try #require(try parse(["--timeout=300", "cart"]) as? CartShowCommand).global.timeout == .seconds(300))
    }

    @Test func leadingGlobalOptionsMoveBehindTheSubcommandButNotPastATerminator() {
        #expect(
            GlobalOptionPlacement.normalize(["--json", "--api", "http://x", "blog", "list"])
                == ["blog", "list", "--json", "--api", "http://x"])
        #expect(
            GlobalOptionPlacement.normalize(["--json", "products", "search", "--", "--json"])
                == ["products", "search", "--json", "--", "--json"])
        #expect(GlobalOptionPlacement.normalize(["--no-color"]) == ["--no-color"])
        #expect(GlobalOptionPlacement.normalize(["blog", "--json"]) == ["blog", "--json"])
    }

    @Test func versionPrintsTheVersionConstant() async {
        let run = await CommandRun.run(["--version"])
        #expect(run.code == 0)
        #expect(run.output == CLIVersion.current + "\n")
    }

    @Test func helpIsAvailableOnEveryCommand() async {
        for path in [
            [], ["shop"], ["blog"], ["blog", "list"], ["blog", "show"], ["products", "search"],
            ["products", "show"], ["cart"], ["cart", "add"], ["cart", "remove"], ["cart", "clear"], ["cart", "show"],
        ] {
            let run = await CommandRun.run(path + ["--help"])
            #expect(run.code == 0, "\(path)")
            #expect(run.output.contains("USAGE: cli-app"), "\(path)")
            #expect(run.errorLines.isEmpty, "\(path)")
        }
    }
}
