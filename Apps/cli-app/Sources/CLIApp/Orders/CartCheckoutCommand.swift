import ArgumentParser
import Domain
import Foundation
import FoundationExt
import Services
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `cli-app cart checkout [--yes]`: orders the cart, exactly once (a pending checkout left by a
/// crash is finished first, with its own key). Moved prices are shown and need a yes: asked on a
/// terminal, `--yes` elsewhere.
public struct CartCheckoutCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "checkout", abstract: "Order the cart (a price change asks first, unless --yes).")

    @OptionGroup public var global: GlobalOptions
    @OptionGroup public var tokenOptions: TokenOptions

    @Flag(name: .shortAndLong, help: "Accept changed prices without asking.")
    public var yes = false

    public init() {}

    public func run() async throws {
        try await OrderCommands.run(global, tokenOptions) { [yes] dependencies, context in
            let declined = PriceChangeConsent(acceptAll: yes, error: context.standardError)
            let outcome = try await OrderCommands.checkout(dependencies).checkout { draft, changes in
                declined.ask(draft: draft, changes: changes)
            }
            return try OrderOutput.checkout(outcome, interactive: declined.canAsk, width: context.width)
        }
    }
}

/// Whether moved prices are accepted: `--yes`, or a "y" typed on a terminal; never a guess.
struct PriceChangeConsent: Sendable {
    let acceptAll: Bool
    let error: any TextOutput
    /// Whether a person can be asked: stdin and stderr are terminals.
    var canAsk: Bool { Terminal.isTTY(STDIN_FILENO) && Terminal.isTTY(STDERR_FILENO) }

    func ask(draft: OrderDraft, changes: [PriceChange]) -> Bool {
        if acceptAll { return true }
        guard canAsk else { return false }
        var text = "Prices changed since you added these to the cart:\n"
        for change in changes {
            text += "  \(change.sku.rawValue): \(change.was.current.formatted) → \(change.now.current.formatted)\n"
        }
        text += "New total: \(draft.total.formatted). Place the order at the new prices? [y/N] "
        error.write(text.terminalSafe)
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        return answer == "y" || answer == "yes"
    }
}
