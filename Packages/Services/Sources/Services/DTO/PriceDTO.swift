import Domain

/// A price on the wire: `{"currency": "USD", "regular": "24.99", "sale": "17.49"}`.
/// Amounts are decimal strings (never floats); `sale` is absent when not on sale.
public struct PriceDTO: Codable, Hashable, Sendable {
    /// ISO 4217 code, e.g. `"USD"`.
    public var currency: String
    /// The regular price as a decimal string with at most the currency's minor units.
    public var regular: String
    /// The sale price, below the regular one, when on sale.
    public var sale: String?

    public init(currency: String, regular: String, sale: String? = nil) {
        self.currency = currency
        self.regular = regular
        self.sale = sale
    }

    /// The wire form of a price (the server side).
    public init(_ price: Price) {
        self.init(currency: price.currency.code, regular: price.regular.decimalString, sale: price.sale?.decimalString)
    }
}
