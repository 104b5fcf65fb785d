import Foundation
import ProcessTestSupport
import Testing

/// Mistakes a user or a script can make on the command line: each ends with exit 64 (usage) or 1
/// (not found), exactly one line on stderr, and no crash.
@Suite("Bad input to the CLI: exit 1 or 64, one line, no crash")
struct CLIBadInputTests {
    struct BadInput: Sendable, CustomTestStringConvertible {
        let name: String
        let arguments: [String]
        let exitCode: Int32
        var testDescription: String { name }
    }

    /// The longest single argument Linux passes to a program: MAX_ARG_STRLEN is 32 pages
    /// (131,072 bytes) including the terminating NUL. A 10 MB term cannot reach the CLI by argv
    /// at all (posix_spawn fails with E2BIG), so this is the largest term a user can type.
    static let largestArgumentBytes = 131_071

    static let cases: [BadInput] = [
        BadInput(name: "unknown command", arguments: ["frobnicate"], exitCode: 64),
        BadInput(name: "open: a link no feature has", arguments: ["open", "vsmshop://nope"], exitCode: 64),
        BadInput(name: "open: not a link", arguments: ["open", "product/p-0315"], exitCode: 64),
        BadInput(name: "open: a link of the wrong form", arguments: ["open", "vsmshop://blog/0"], exitCode: 64),
        BadInput(name: "unknown subcommand", arguments: ["blog", "delete", "1"], exitCode: 64),
        BadInput(name: "unknown option", arguments: ["blog", "list", "--colour"], exitCode: 64),
        BadInput(name: "blog show: missing id", arguments: ["blog", "show"], exitCode: 64),
        BadInput(name: "products show: missing id", arguments: ["products", "show"], exitCode: 64),
        BadInput(name: "products search: missing term", arguments: ["products", "search"], exitCode: 64),
        BadInput(name: "cart add: missing SKU", arguments: ["cart", "add"], exitCode: 64),
        BadInput(name: "blog show: non-numeric id", arguments: ["blog", "show", "abc"], exitCode: 64),
        BadInput(name: "blog show: id 0", arguments: ["blog", "show", "0"], exitCode: 64),
        BadInput(
            name: "blog show: id over Int.max", arguments: ["blog", "show", "99999999999999999999999"], exitCode: 64),
        BadInput(name: "blog show: unknown id", arguments: ["blog", "show", "999999"], exitCode: 1),
        BadInput(name: "blog list: page 0", arguments: ["blog", "list", "--page", "0"], exitCode: 64),
        BadInput(name: "products show: unknown id", arguments: ["products", "show", "no-such-product"], exitCode: 1),
        BadInput(name: "products show: id with a space", arguments: ["products", "show", "a b"], exitCode: 64),
        BadInput(
            name: "products search: limit 0", arguments: ["products", "search", "oak", "--limit", "0"], exitCode: 64),
        BadInput(
            name: "products search: limit 101", arguments: ["products", "search", "oak", "--limit", "101"], exitCode: 64
        ),
        BadInput(
            name: "products search: non-numeric limit", arguments: ["products", "search", "oak", "--limit", "x"],
            exitCode: 64),
        BadInput(name: "products search: empty term", arguments: ["products", "search", "   "], exitCode: 64),
        BadInput(
            name: "products search: 1,001-character term",
            arguments: ["products", "search", String(repeating: "o", count: 1_001)], exitCode: 64),
        BadInput(
            name: "products search: 131,071-byte term (the argv maximum)",
            arguments: ["products", "search", String(repeating: "oak ", count: largestArgumentBytes / 4) + "oak"],
            exitCode: 64),
        BadInput(
            name: "products search: ESC in the term", arguments: ["products", "search", "oak\u{1B}[31m"], exitCode: 64),
        BadInput(
            name: "products search: BEL in the term", arguments: ["products", "search", "oak\u{07}"], exitCode: 64),
        BadInput(
            name: "products search: newline in the term", arguments: ["products", "search", "oak\nwood"], exitCode: 64),
        BadInput(
            name: "products search: C1 CSI in the term", arguments: ["products", "search", "oak\u{9B}2J"], exitCode: 64),
        BadInput(
            name: "cart add: non-numeric quantity", arguments: ["cart", "add", "SKU-ANY", "--quantity", "two"],
            exitCode: 64),
        BadInput(name: "cart add: quantity 0", arguments: ["cart", "add", "SKU-ANY", "--quantity", "0"], exitCode: 64),
        BadInput(name: "cart add: quantity -1", arguments: ["cart", "add", "SKU-ANY", "--quantity=-1"], exitCode: 64),
        BadInput(
            name: "cart add: quantity 1000", arguments: ["cart", "add", "SKU-ANY", "--quantity", "1000"], exitCode: 64),
        BadInput(
            name: "cart add: quantity over Int.max",
            arguments: ["cart", "add", "SKU-ANY", "--quantity", "99999999999999999999"],
            exitCode: 64),
        BadInput(name: "cart add: unknown SKU", arguments: ["cart", "add", "NO-SUCH-SKU"], exitCode: 1),
        BadInput(name: "cart add: control character in SKU", arguments: ["cart", "add", "SKU\u{1B}"], exitCode: 64),
        BadInput(name: "--api: not a URL", arguments: ["--api", "not a url", "blog", "list"], exitCode: 64),
        BadInput(
            name: "--api: unsupported scheme", arguments: ["--api", "ftp://127.0.0.1/", "blog", "list"], exitCode: 64),
    ]

    @Test("bad input gives its exit code and one error line", arguments: cases)
    func badInputFailsCleanly(input: BadInput) async throws {
        let cli = try await CLI.make()
        let result = try await cli.run(input.arguments)
        expectCleanFailure(result, exitCodes: [input.exitCode], input.name)
        #expect(
            !result.standardError.contains("\u{1B}"), "[\(input.name)] raw ESC echoed on stderr:\n\(result)")
    }

    @Test("open with an unknown link exits 64 and lists every link form")
    func anUnknownLinkListsTheValidForms() async throws {
        let result = try await CLI.make().run(["open", "vsmshop://nope"])
        #expect(result.exitCode == 64)
        for form in [
            "vsmshop://home", "vsmshop://blog/<entry id>", "vsmshop://search?q=<term>",
            "vsmshop://product/<product id>",
            "vsmshop://product/<product id>?sku=<sku id>", "vsmshop://cart",
        ] {
            #expect(result.standardError.contains(form), "\(form) missing from: \(result.standardError)")
        }
    }

    @Test("a 10 MB search term cannot even be passed as an argument (E2BIG): the OS refuses, not the CLI")
    func tenMegabyteArgumentIsRefusedByTheKernel() async throws {
        let cli = try await CLI.make()
        let term = String(repeating: "o", count: 10_000_000)
        await #expect(throws: ProcessFailure.self) {
            _ = try await cli.run(["products", "search", term])
        }
    }

    @Test("an unknown subcommand is named in the error, whatever global options come with it")
    func unknownSubcommandIsNamed() async throws {
        let cli = try await CLI.make()
        let expected = "error: 2 unexpected arguments: 'delete', '1' (see --help)"
        let bare = try await runProcess(cli.binary, ["blog", "delete", "1"], environment: cli.environment)
        expectCleanFailure(bare, exitCodes: [64])
        #expect(bare.standardErrorLines == [expected], "\(bare)")
        // `cli.run` puts `--data-dir` first; `--json` after the subcommand, `--timeout` before it.
        for arguments in [
            ["blog", "delete", "1"], ["blog", "delete", "1", "--json"], ["--timeout", "2", "blog", "delete", "1"],
        ] {
            let result = try await cli.run(arguments)
            expectCleanFailure(result, exitCodes: [64])
            #expect(result.standardErrorLines == [expected], "\(result)")
        }
    }

    @Test("a bad command leaves the cart untouched")
    func badCommandDoesNotTouchTheCart() async throws {
        let cli = try await CLI.make()
        let result = try await cli.run(["cart", "add", "X", "--quantity", "0"])
        expectCleanFailure(result, exitCodes: [64])
        #expect(cli.sandbox.dataFiles().isEmpty, "files appeared: \(cli.sandbox.dataFiles().map(\.path))")
    }
}
