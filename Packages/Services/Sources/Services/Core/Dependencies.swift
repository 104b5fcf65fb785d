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
    /// Where a checkout under way is recorded (the data directory, or memory).
    public var pendingCheckouts: PendingCheckoutStore
    /// A short name of the backend in use, for the status line: "embedded data" or the API URL.
    public var backendName: String

    public init(
        blog: any BlogEntryProviding, products: ProductService, cart: CartService, orders: OrderService,
        pendingCheckouts: PendingCheckoutStore, backendName: String
    ) {
        self.blog = blog
        self.products = products
        self.cart = cart
        self.orders = orders
        self.pendingCheckouts = pendingCheckouts
        self.backendName = backendName
    }

    /// Checkout over these services: the cart, the orders and the pending record, exactly once.
    public var checkout: Checkout {
        Checkout(cart: cart, orders: orders, pending: pendingCheckouts)
    }
}
