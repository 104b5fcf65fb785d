import ArgumentParser
import Foundation
import FoundationExt
import Services

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the order commands share: the services with the customer's token, and checkout with its
/// test hook.
enum OrderCommands {
    /// The environment variable of the checkout test hook: set to a ``CheckoutStep`` name
    /// (`record`, `place`, `clearCart`, `removeRecord`), a checkout prints
    /// `checkout: paused before <step>` on stdout (where the tests read it to know when to kill) and
    /// waits there to be killed. For the crash tests only.
    static let pauseVariable = "VSM_SHOP_CHECKOUT_PAUSE"

    /// Runs an order command's body as ``OneShot/run(_:_:)`` does, with the services
    /// ``dependencies(_:timeout:token:)`` gives for the options.
    static func run(
        _ global: GlobalOptions, _ tokenOptions: TokenOptions,
        _ body: @MainActor (Dependencies, AppContext) async throws -> CommandOutput
    ) async throws {
        let (timeout, token) = (global.timeout, tokenOptions.resolved())
        try await OneShot.run(global) { context in
            try await body(try dependencies(context, timeout: timeout, token: token), context)
        }
    }

    /// The context's services, with the orders of the customer holding the token when on `--api`.
    /// - Throws: ``CLIFailure`` when on `--api` without a token.
    /// - Parameters:
    ///   - timeout: `--timeout`.
    ///   - token: `--token` or `VSM_SHOP_TOKEN` (``TokenOptions/resolved(environment:)``).
    static func dependencies(_ context: AppContext, timeout: Duration, token: String?) throws -> Dependencies {
        guard case .live(let url) = context.backend else { return context.dependencies }
        guard let token else {
            throw CLIFailure("no token: the orders API needs one; pass --token TOKEN or set VSM_SHOP_TOKEN")
        }
        return try Dependencies.live(
            baseURL: url, dataDirectory: context.dataDirectory, timeout: timeout, token: token)
    }

    /// Checkout over `dependencies`, pausing where ``pauseVariable`` says.
    static func checkout(
        _ dependencies: Dependencies, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> Checkout {
        var checkout = dependencies.checkout
        if let name = environment[pauseVariable], let step = CheckoutStep(rawValue: name) {
            checkout.beforeStep = { current in
                guard current == step else { return }
                StandardStreams.output.write("checkout: paused before \(step.rawValue)\n")
                // A test hook: wait here until the test kills the process.
                while true { _ = pause() }
            }
        }
        return checkout
    }
}
