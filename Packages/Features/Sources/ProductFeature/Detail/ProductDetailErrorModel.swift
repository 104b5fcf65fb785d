import Domain
import FeatureKit
import Services
import VSMKit

/// A failed product load: why, and a retry.
public struct ProductDetailErrorModel: Sendable, Equatable {
    @Service var products: ProductService
    @Service var cart: CartService
    public let productID: ProductID
    /// Why, for people (the error's localized description).
    public let message: String

    public init(products: ProductService, cart: CartService, productID: ProductID, message: String) {
        self.products = products
        self.cart = cart
        self.productID = productID
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<ProductDetailViewState> {
        ProductDetailLoaderModel(products: products, cart: cart, productID: productID).loadProduct()
    }
}
