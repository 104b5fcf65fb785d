import ArgumentParser
import CartFeature
import Domain

/// `cli-app cart remove SKU`.
public struct CartRemoveCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "remove", abstract: "Remove a SKU's line from the cart.")

    @OptionGroup public var global: GlobalOptions

    @Argument(help: "The SKU's id.")
    public var sku: String

    public init() {}

    public func validate() throws {
        try InputValidation.identifier(sku, kind: "SKU")
    }

    public func run() async throws {
        try await OneShot.run(global) { [sku] context in
            let skuID = try InputValidation.identifier(sku, kind: "SKU")
            let state = await context.traced {
                await CartFeature.remove(
                    sku: SKUID(skuID), dependencies: context.dependencies)
            }
            return try CartOutput.cart(state, width: context.width)
        }
    }
}
