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
    /// The variant to choose once it has loaded (the product's first choice when `nil`).
    public let preferredSKU: SKUID?

    public init(
        productService: ProductService, cartService: CartService, productID: ProductID, preferredSKU: SKUID? = nil
    ) {
        self.productService = productService
        self.cartService = cartService
        self.productID = productID
        self.preferredSKU = preferredSKU
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
            let loadedModel = ProductDetailLoadedModel(
                cartService: cartService, product: product, choosing: preferredSKU)
            return .loaded(loadedModel: loadedModel)
        } catch {
            return .loading(
                errorModel: ProductDetailErrorModel(loaderModel: self, message: ErrorMessage.describing(error)))
        }
    }
}
