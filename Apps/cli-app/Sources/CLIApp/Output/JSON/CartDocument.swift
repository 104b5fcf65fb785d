import Domain

/// The cart in JSON (every `cart` command prints the cart after its change):
/// `{"currency":"USD","itemCount":3,"lines":[CartLineDocument],"subtotal","savings","total"}`;
/// `currency` is absent while the cart is empty.
public struct CartDocument: Codable, Hashable, Sendable {
    public let currency: String?
    public let itemCount: Int
    public let lines: [CartLineDocument]
    public let subtotal: String
    public let savings: String
    public let total: String

    public init(_ cart: Cart) {
        currency = cart.currency?.code
        itemCount = cart.itemCount
        lines = cart.lines.map(CartLineDocument.init)
        subtotal = cart.subtotal.decimalString
        savings = cart.savings.decimalString
        total = cart.total.decimalString
    }
}
