import ArgumentParser
import CartFeature

/// `cli-app cart show`: the lines and totals.
public struct CartShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show the cart and its totals.")

    @OptionGroup public var global: GlobalOptions

    public init() {}

    public func run() async throws {
        try await OneShot.run(global) { context in
            let state = await context.traced {
                await CartFeature.load(dependencies: context.dependencies)
            }
            return try CartOutput.cart(state, width: context.width)
        }
    }
}
