import Domain
import Foundation

/// Every service a feature may use, built once at the composition root and passed down
/// explicitly (no global singletons).
public struct Dependencies: Sendable {
    public var blog: any BlogEntryProviding
    public var products: ProductService
    public var cart: CartService
    /// Placed orders: the local order book, or the API's with a customer token.
    public var orders: OrderService
    /// A short name of the backend in use, for the status line: "embedded data" or the API URL.
    public var backendName: String

    public init(
        blog: any BlogEntryProviding, products: ProductService, cart: CartService, orders: OrderService,
        backendName: String
    ) {
        self.blog = blog
        self.products = products
        self.cart = cart
        self.orders = orders
        self.backendName = backendName
    }
}
