import ArgumentParser
import Testing

@testable import CLIApp

@Suite struct CommandParsingTests {
    private func parse(_ arguments: [String]) throws -> any ParsableCommand {
        try CLIEntry.parseAsRoot(arguments)
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
            ["blog", "--json", "--trace", "show", "--data-dir", "/tmp/x", "1", "--no-color"],
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

    @Test func aGlobalOptionAfterATerminatorIsAnArgument() throws {
        let search = try #require(
            try parse(["--trace", "products", "search", "--", "--json"]) as? ProductsSearchCommand)
        #expect(search.term == "--json")
        #expect(!search.global.json)
        #expect(search.global.trace)
    }

    @Test func theCartsDefaultCommandTakesGlobalOptionsToo() throws {
        #expect(
            try #require(try parse(["cart", "--data-dir", "/tmp/x"]) as? CartShowCommand).global.dataDirectory
                == "/tmp/x")
        #expect(try #require(try parse(["--json", "cart", "show"]) as? CartShowCommand).global.json)
    }

    @Test func anUnknownSubcommandIsNamedWhateverGlobalOptionsComeWithIt() async {
        for arguments in [
            ["blog", "delete", "1"],
            ["blog", "delete", "1", "--json"],
            ["--data-dir", "/tmp/d", "blog", "delete", "1"],
            ["--json", "--timeout", "2", "blog", "delete", "1", "--no-color"],
            ["blog", "delete", "1", "--data-dir=/tmp/d", "--trace"],
            ["--api", "http://127.0.0.1:1", "blog", "delete", "1"],
        ] {
            let run = await CommandRun.run(arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.errorLines.count == 1, "\(arguments)")
            #expect(run.errorLines == ["error: 2 unexpected arguments: 'delete', '1' (see --help)"], "\(arguments)")
            #expect(run.output.isEmpty)
        }
    }

    @Test func anUnknownTopLevelCommandIsNamedEvenAfterAGlobalOption() async {
        for arguments in [["--json", "frob"], ["frob", "--json"], ["--timeout", "2", "frob"]] {
            let run = await CommandRun.run(arguments)
            #expect(run.code == 64, "\(arguments)")
            #expect(run.errorLines == ["error: Unexpected argument 'frob' (see --help)"], "\(arguments)")
        }
    }

    @Test func aBadGlobalOptionOrAnUnknownOptionIsStillTheOneBlamed() async {
        let timeout = await CommandRun.run(["--timeout", "0", "blog", "list"])
        #expect(timeout.code == 64)
        #expect(timeout.errorLines.first?.contains("--timeout must be between 0.1 and 300") == true)
        let unknown = await CommandRun.run(["blog", "list", "--bogus", "--json"])
        #expect(unknown.code == 64)
        #expect(unknown.errorLines == ["error: Unknown option '--bogus' (see --help)"])
        let missing = await CommandRun.run(["blog", "list", "--data-dir"])
        #expect(missing.code == 64)
        #expect(missing.errorLines.first?.contains("Missing value for '--data-dir") == true)
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
