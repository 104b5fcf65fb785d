import ArgumentParser
import Domain
import ProductFeature

/// `cli-app products show ID`: one product with its SKUs.
public struct ProductsShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one product with its colours, sizes, prices and stock.")

    @OptionGroup public var global: GlobalOptions

    @Argument(help: "The product's id.")
    public var id: String

    public init() {}

    public func validate() throws {
        try InputValidation.identifier(id, kind: "product id")
    }

    public func run() async throws {
        try await OneShot.run(global) { [id] context in
            let productID = try InputValidation.identifier(id, kind: "product id")
            let state = await context.traced {
                await ProductFeature.loadProduct(
                    id: ProductID(productID), dependencies: context.dependencies)
            }
            return try ProductOutput.detail(state, width: context.width)
        }
    }
}
