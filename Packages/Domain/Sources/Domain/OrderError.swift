import Foundation

/// An order rule was broken. Each is a thrown error the app can show, never a crash.
public enum OrderError: Error, Equatable, Sendable {
    /// An empty cart cannot be ordered.
    case emptyCart
    /// A line asks for more than the SKU's stock.
    case insufficientStock(SKUID, requested: Int, available: Int)
    /// A line's SKU is not (or no longer) in the catalog.
    case unknownSKU(SKUID)
    /// Prices moved since the customer saw them; placing needs their confirmation of the new ones.
    case priceChanged([PriceChange])
    /// The lines of a draft are priced in more than one currency.
    case currencyMismatch(Currency, Currency)
}

extension OrderError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .emptyCart: "the cart is empty: there is nothing to order"
        case .insufficientStock(let sku, let requested, let available):
            "not enough stock for SKU \(sku): \(requested) requested, \(available) available"
        case .unknownSKU(let sku): "unknown SKU \(sku)"
        case .priceChanged(let changes):
            "prices changed: "
                + changes.map { "\($0.sku) \($0.was.current.formatted) → \($0.now.current.formatted)" }
                .joined(separator: ", ")
        case .currencyMismatch(let first, let other):
            "an order is in one currency, not \(first.code) and \(other.code)"
        }
    }
}
