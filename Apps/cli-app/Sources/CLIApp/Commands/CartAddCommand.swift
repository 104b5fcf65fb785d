import ArgumentParser
import CartFeature
import Domain

/// `cli-app cart add SKU [--quantity N]`.
public struct CartAddCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "add", abstract: "Add a SKU (one colour and size of a product) to the cart.")

    @OptionGroup public var global: GlobalOptions

    /// `validate()` checks it and trims it.
    @Argument(help: "The SKU's id, as `products show` lists it.", transform: { SKUID($0) })
    public var sku: SKUID

    /// `--quantity`. Optional with the default in the help text, not `= 1`: ArgumentParser describes
    /// a default value on every parse, and describing an `Int` costs `cart add` three runtime
    /// conformance lookups (about 0.15 ms, a tenth of what the command adds to the process floor).
    @Option(name: .customLong("quantity"), help: "How many to add (1...999, default 1).")
    public var requestedQuantity: Int?

    /// How many to add.
    public var quantity: Int { requestedQuantity ?? 1 }

    public init() {}

    public mutating func validate() throws {
        sku = try InputValidation.identifier(sku, kind: "SKU")
        try InputValidation.quantity(quantity)
    }

    public func run() async throws {
        try await OneShot.run(global) { [sku, quantity] context in
            let state = await context.traced {
                await CartFeature.add(
                    sku: sku, quantity: quantity, dependencies: context.dependencies)
            }
            return try CartOutput.cart(state, width: context.width)
        }
    }
}
