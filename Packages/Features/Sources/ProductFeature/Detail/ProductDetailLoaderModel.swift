import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one product: `loading`, then the product or an error model that can retry.
public struct ProductDetailLoaderModel: Sendable, Equatable {
    @Service var productService: ProductService
    @Service var cartService: CartService
    /// The product to load.
    public let productID: ProductID

    public init(productService: ProductService, cartService: CartService, productID: ProductID) {
        self.productService = productService
        self.cartService = cartService
        self.productID = productID
    }

    /// `loading`, then `loaded` (with a first in-stock variant chosen), or `loading(errorModel:)`.
    @StateSequenceBuilder
    public func loadProduct() -> StateSequence<ProductDetailViewState> {
        ProductDetailViewState.loading(errorModel: nil)
        Next { await fetchProduct() }
    }

    private func fetchProduct() async -> ProductDetailViewState {
        do {
            let product = try await productService.product(productID)
            return .loaded(loadedModel: ProductDetailLoadedModel(cartService: cartService, product: product))
        } catch {
            return .loading(
                errorModel: ProductDetailErrorModel(
                    productService: productService, cartService: cartService, productID: productID,
                    message: ErrorMessage.describing(error)))
        }
    }
}
