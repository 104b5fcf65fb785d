import ArgumentParser
import Domain
import ProductFeature

/// `cli-app products show ID`: one product with its SKUs.
public struct ProductsShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "show", abstract: "Show one product with its colours, sizes, prices and stock.")

    @OptionGroup public var global: GlobalOptions

    @Argument(help: "The product's id.", transform: TypedArgument.productID)
    public var id: ProductID

    public init() {}

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
