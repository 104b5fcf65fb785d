import Domain

/// A product's price across its SKUs in JSON: the lowest and highest current price (equal for a
/// single price), whether anything is on sale, and the text people see.
/// `{"currency":"USD","low":"10.00","high":"25.00","onSale":false,"formatted":"$10.00 – $25.00"}`
public struct ProductPriceDocument: Codable, Hashable, Sendable {
    public let currency: String
    public let low: String
    public let high: String
    public let onSale: Bool
    public let formatted: String

    public init(_ price: ProductPrice) {
        currency = price.currency.code
        switch price {
        case .single(let single):
            low = single.current.decimalString
            high = single.current.decimalString
        case .range(let from, let to):
            low = from.current.decimalString
            high = to.current.decimalString
        }
        onSale = price.isOnSale
        formatted = price.formatted
    }
}
