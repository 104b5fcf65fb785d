import ArgumentParser
import Domain
import ProductFeature

/// `cli-app products show ID`: one product with its SKUs.
public struct ProductsShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one product with its colours, sizes, prices and stock.")

    @OptionGroup public var global: GlobalOptions

    /// `validate()` checks it and trims it.
    @Argument(help: "The product's id.", transform: { ProductID($0) })
    public var id: ProductID

    public init() {}

    public mutating func validate() throws {
        id = try InputValidation.identifier(id, kind: "product id")
    }

    public func run() async throws {
        try await OneShot.run(global) { [id] context in
            let state = await context.traced {
                await ProductFeature.loadProduct(
                    id: id, dependencies: context.dependencies)
            }
            return try ProductOutput.detail(state, width: context.width)
        }
    }
}
