import ArgumentParser
import CartFeature

/// `cli-app cart clear`.
public struct CartClearCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "clear", abstract: "Empty the cart.")

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await OneShot.run(global) { context in
            let state = await context.traced {
                await CartFeature.clear(dependencies: context.dependencies)
            }
            return try CartOutput.cart(state, width: context.width)
        }
    }
}
