import APIServer
import Foundation
import Testing

/// `--token`, `--tokens-file` and the development defaults; every bad entry is one line naming
/// where it is.
@Suite struct CustomerTokensTests {
    @Test func withoutFlagsTheDevelopmentTokensApply() throws {
        let tokens = try CustomerTokens.fromFlags(tokens: [], tokensFile: nil)
        #expect(tokens.customer(for: "dev-token-alice")?.rawValue == "alice")
        #expect(tokens.customer(for: "dev-token-bob")?.rawValue == "bob")
        #expect(tokens == .development)
    }

    @Test func flagsAndAFileAddUp() throws {
        let file = try temporaryFile("# dev tokens\n\ncarol  token-carol   # the tester\ndave\ttoken-dave\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        let tokens = try CustomerTokens.fromFlags(tokens: ["erin=token=="], tokensFile: file)
        #expect(tokens.customer(for: "token-carol")?.rawValue == "carol")
        #expect(tokens.customer(for: "token-dave")?.rawValue == "dave")
        #expect(tokens.customer(for: "token==")?.rawValue == "erin")
        #expect(tokens.customer(for: "dev-token-alice") == nil, "given tokens replace the development ones")
    }

    @Test(arguments: [
        ("alice", "--token: 'alice' is not valid; expected CUSTOMER=TOKEN (flag) or CUSTOMER TOKEN (file)"),
        ("=tok", "--token: customer '' is not valid; expected 1 to 64 characters of A-Z a-z 0-9 . _ -"),
        (
            "alice=has space",
            "--token: the token of customer 'alice' is not valid; expected 1 to 512 characters of A-Z a-z 0-9 - . _ ~ + / (then any =)"
        ),
        (
            "alice=a=b",
            "--token: the token of customer 'alice' is not valid; expected 1 to 512 characters of A-Z a-z 0-9 - . _ ~ + / (then any =)"
        ),
    ])
    func badFlagsAreOneLineNamingTheFlag(entry: String, message: String) {
        #expect(throws: TokensError.self) { try CustomerTokens.fromFlags(tokens: [entry], tokensFile: nil) }
        do {
            _ = try CustomerTokens.fromFlags(tokens: [entry], tokensFile: nil)
        } catch {
            #expect(error.description == message)
        }
    }

    @Test func oneTokenForTwoCustomersIsRefused() {
        #expect(throws: TokensError.sharedToken(source: "--token", customers: ["alice", "bob"])) {
            try CustomerTokens.fromFlags(tokens: ["alice=t", "bob=t"], tokensFile: nil)
        }
    }

    @Test func aBadFileLineIsNamedByNumber() throws {
        let file = try temporaryFile("carol token-carol\ndave\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: TokensError.badEntry(source: "--tokens-file \(file), line 2", entry: "dave")) {
            try CustomerTokens.fromFlags(tokens: [], tokensFile: file)
        }
    }

    @Test func aMissingOrEmptyFileIsRefused() throws {
        #expect(throws: TokensError.unreadableFile(path: "/no/such/tokens")) {
            try CustomerTokens.fromFlags(tokens: [], tokensFile: "/no/such/tokens")
        }
        let file = try temporaryFile("# nothing here\n")
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(throws: TokensError.noTokens(path: file)) { try CustomerTokens.fromFlags(tokens: [], tokensFile: file) }
    }

    private func temporaryFile(_ text: String) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("tokens-\(UUID().uuidString)").path
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }
}
