import ArgumentParser
import CartFeature
import Domain

/// `cli-app cart remove SKU`.
public struct CartRemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a SKU's line from the cart.")

    @OptionGroup public var global: GlobalOptions

    /// `validate()` checks it and trims it.
    @Argument(help: "The SKU's id.", transform: { SKUID($0) })
    public var sku: SKUID

    public init() {}

    public mutating func validate() throws {
        sku = try InputValidation.identifier(sku, kind: "SKU")
    }

    public func run() async throws {
        try await OneShot.run(global) { [sku] context in
            let state = await context.traced {
                await CartFeature.remove(
                    sku: sku, dependencies: context.dependencies)
            }
            return try CartOutput.cart(state, width: context.width)
        }
    }
}
