import Domain
import FeatureKit
import Services
import VSMKit

/// Loads one product: `loading`, then the product or an error model that can retry.
public struct ProductDetailLoaderModel: Sendable {
    let products: ProductService
    let cart: CartService
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
            return .loaded(ProductDetailModel(cart: cart, product: product))
        } catch {
            return .loading(
                errorModel: ProductDetailErrorModel(
                    products: products, cart: cart, productID: productID, message: ErrorMessage.describing(error)))
        }
    }
}

extension ProductDetailLoaderModel: Equatable {
    /// Equal when they load the same product (the services are not data).
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.productID == rhs.productID
    }
}
