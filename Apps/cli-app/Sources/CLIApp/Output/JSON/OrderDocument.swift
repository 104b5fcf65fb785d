import Domain
import Foundation

/// A placed order in JSON (`orders show`, and inside the other order documents):
/// `{"id","status","placedAt","currency","itemCount","lines":[CartLineDocument],"subtotal","savings","total"}`.
public struct OrderDocument: Codable, Hashable, Sendable {
    public let id: String
    public let status: String
    /// ISO 8601, UTC.
    public let placedAt: String
    public let currency: String
    public let itemCount: Int
    public let lines: [CartLineDocument]
    public let subtotal: String
    public let savings: String
    public let total: String

    public init(_ order: Order) {
        id = order.id.rawValue
        status = order.status.rawValue
        placedAt = order.placedAt.formatted(.iso8601)
        currency = order.currency.code
        itemCount = order.itemCount
        lines = order.lines.map(CartLineDocument.init)
        subtotal = order.subtotal.decimalString
        savings = order.savings.decimalString
        total = order.total.decimalString
    }
}

extension CartLineDocument {
    /// An order line in the cart line's shape (its unit price is the price at placement).
    init(_ line: OrderLine) {
        self.init(
            CartLine(
                productID: line.productID, productName: line.productName, sku: line.sku,
                variantName: line.variantName, unitPrice: line.price, quantity: line.quantity,
                availableStock: line.quantity))
    }
}

/// `orders list`: `{"orders":[OrderDocument]}`, newest first.
public struct OrderListDocument: Codable, Hashable, Sendable {
    public let orders: [OrderDocument]

    public init(_ orders: [Order]) {
        self.orders = orders.map(OrderDocument.init)
    }
}

/// A moved price the customer accepted: `{"sku","was":PriceDocument,"now":PriceDocument}`.
public struct PriceChangeDocument: Codable, Hashable, Sendable {
    public let sku: String
    public let was: PriceDocument
    public let now: PriceDocument

    public init(_ change: PriceChange) {
        sku = change.sku.rawValue
        was = PriceDocument(change.was)
        now = PriceDocument(change.now)
    }
}

/// `cart checkout` and `orders sync`:
/// `{"outcome":"placed"|"resumed"|"abandoned"|"nothingPending","order"?:OrderDocument,"priceChanges":[PriceChangeDocument],"reason"?}`.
/// `resumed`: a pending checkout (left by a crash or another process) was finished, with its order;
/// `abandoned`: a pending checkout could no longer be placed (`reason`) and was dropped, the cart kept.
public struct CheckoutDocument: Codable, Hashable, Sendable {
    public let outcome: String
    public let order: OrderDocument?
    public let priceChanges: [PriceChangeDocument]
    public let reason: String?

    public init(outcome: String, order: Order? = nil, priceChanges: [PriceChange] = [], reason: String? = nil) {
        self.outcome = outcome
        self.order = order.map(OrderDocument.init)
        self.priceChanges = priceChanges.map(PriceChangeDocument.init)
        self.reason = reason
    }
}
