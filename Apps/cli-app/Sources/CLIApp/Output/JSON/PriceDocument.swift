import Domain

/// One item's price in JSON: `{"currency":"USD","regular":"20.00","sale":"15.00","current":"15.00","onSale":true}`.
/// Amounts are decimal strings with the currency's minor units; `sale` is absent when not on sale.
public struct PriceDocument: Codable, Hashable, Sendable {
    public let currency: String
    public let regular: String
    public let sale: String?
    public let current: String
    public let onSale: Bool

    public init(_ price: Price) {
        currency = price.currency.code
        regular = price.regular.decimalString
        sale = price.sale?.decimalString
        current = price.current.decimalString
        onSale = price.isOnSale
    }
}
