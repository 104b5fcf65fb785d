import Domain
import Foundation

/// A placed order on the wire (v1): `GET /v1/orders/{id}` and the answer to `POST /v1/orders`.
/// Totals are not sent; they are derived from the lines. Also the local order book's format.
public struct OrderDTO: Codable, Hashable, Sendable {
    public var id: String
    public var status: String
    /// ISO 8601, UTC.
    public var placedAt: String
    public var currency: String
    public var lines: [OrderLineDTO]

    public init(id: String, status: String, placedAt: String, currency: String, lines: [OrderLineDTO]) {
        self.id = id
        self.status = status
        self.placedAt = placedAt
        self.currency = currency
        self.lines = lines
    }

    public init(_ order: Order) {
        self.init(
            id: order.id.rawValue, status: order.status.rawValue, placedAt: ContractDate.string(from: order.placedAt),
            currency: order.currency.code, lines: order.lines.map(OrderLineDTO.init))
    }
}

/// One line of an ``OrderDTO``, at the unit price of placement.
public struct OrderLineDTO: Codable, Hashable, Sendable {
    public var sku: String
    public var productId: String
    public var productName: String
    public var variantName: String
    public var quantity: Int
    public var price: PriceDTO

    public init(
        sku: String, productId: String, productName: String, variantName: String, quantity: Int, price: PriceDTO
    ) {
        self.sku = sku
        self.productId = productId
        self.productName = productName
        self.variantName = variantName
        self.quantity = quantity
        self.price = price
    }

    public init(_ line: OrderLine) {
        self.init(
            sku: line.sku.rawValue, productId: line.productID.rawValue, productName: line.productName,
            variantName: line.variantName, quantity: line.quantity, price: PriceDTO(line.price))
    }
}

/// `GET /v1/orders`: the caller's orders, newest first.
public struct OrderListDTO: Codable, Hashable, Sendable {
    public var orders: [OrderDTO]

    public init(orders: [OrderDTO]) {
        self.orders = orders
    }
}

/// The body of `POST /v1/orders`: each line at the price the customer saw and confirmed.
public struct OrderRequestDTO: Codable, Hashable, Sendable {
    public struct Line: Codable, Hashable, Sendable {
        public var sku: String
        public var quantity: Int
        public var price: PriceDTO

        public init(sku: String, quantity: Int, price: PriceDTO) {
            self.sku = sku
            self.quantity = quantity
            self.price = price
        }
    }

    public var currency: String
    public var lines: [Line]

    public init(currency: String, lines: [Line]) {
        self.currency = currency
        self.lines = lines
    }

    public init(_ draft: OrderDraft) {
        self.init(lines: draft.lines)
    }

    /// The request for these lines (in the first line's currency, as a draft's lines share one).
    public init(lines: [OrderLine]) {
        self.init(
            currency: (lines.first?.price.currency ?? .usd).code,
            lines: lines.map { Line(sku: $0.sku.rawValue, quantity: $0.quantity, price: PriceDTO($0.price)) })
    }
}

/// The 409 `price_changed` answer: the error and what moved.
public struct PriceChangedDTO: Codable, Hashable, Sendable {
    public struct Change: Codable, Hashable, Sendable {
        public var sku: String
        public var was: PriceDTO
        public var now: PriceDTO

        public init(sku: String, was: PriceDTO, now: PriceDTO) {
            self.sku = sku
            self.was = was
            self.now = now
        }
    }

    public var error: ErrorDTO.Detail
    public var changes: [Change]

    public init(error: ErrorDTO.Detail, changes: [Change]) {
        self.error = error
        self.changes = changes
    }
}
