import ArgumentParser
import Foundation

/// `--token`: the customer's API token for the order commands with `--api` (else `VSM_SHOP_TOKEN`).
/// Ignored on the embedded data, whose order book belongs to whoever owns the data directory.
public struct TokenOptions: ParsableArguments {
    @Option(help: ArgumentHelp("With --api: the customer's token (default: $VSM_SHOP_TOKEN).", valueName: "token"))
    public var token: String?

    public init() {}

    public func validate() throws {
        if let token, token.isEmpty || token.contains(where: { $0.isWhitespace || $0.isNewline }) {
            throw ValidationError("the token is empty or contains spaces")
        }
    }

    /// `--token`, else a non-empty `VSM_SHOP_TOKEN`.
    func resolved(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        token ?? environment["VSM_SHOP_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
