import Domain
import FeatureKit
import Services
import VSMKit

/// A failed product load: why, and a retry.
public struct ProductDetailErrorModel: Sendable, Equatable {
    @Service var productService: ProductService
    @Service var cartService: CartService
    public let productID: ProductID
    /// Why, for people (the error's localized description).
    public let message: String

    public init(productService: ProductService, cartService: CartService, productID: ProductID, message: String) {
        self.productService = productService
        self.cartService = cartService
        self.productID = productID
        self.message = message
    }

    /// Loads again: `loading`, then `loaded` or another error.
    public func retry() -> StateSequence<ProductDetailViewState> {
        ProductDetailLoaderModel(productService: productService, cartService: cartService, productID: productID)
            .loadProduct()
    }
}
