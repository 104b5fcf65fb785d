import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one product: `loading`, then the product or an error model that can retry.
public struct ProductDetailLoaderModel: Sendable, Equatable {
    @Service var products: ProductService
    @Service var cart: CartService
    /// The product to load.
    public let productID: ProductID

    public init(products: ProductService, cart: CartService, productID: ProductID) {
        self.products = products
        self.cart = cart
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
            let product = try await products.product(productID)
            return .loaded(loadedModel: ProductDetailLoadedModel(cart: cart, product: product))
        } catch {
            return .loading(
                errorModel: ProductDetailErrorModel(
                    products: products, cart: cart, productID: productID, message: ErrorMessage.describing(error)))
        }
    }
}
