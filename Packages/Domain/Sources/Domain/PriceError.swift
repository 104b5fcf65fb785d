import Foundation

/// A price broke one of its rules.
public enum PriceError: Error, Equatable, Sendable {
    /// A price below zero.
    case negative(Money)
    /// The sale price is not below the regular price.
    case saleNotBelowRegular(regular: Money, sale: Money)
    /// The regular and sale prices are in different currencies.
    case currencyMismatch(Currency, Currency)
    /// A product price needs at least one price.
    case noPrices
}

extension PriceError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .negative(let money): "price \(money.decimalString) \(money.currency.code) is negative"
        case .saleNotBelowRegular(let regular, let sale):
            "sale price \(sale.formatted) is not below the regular price \(regular.formatted)"
        case .currencyMismatch(let lhs, let rhs): "prices mix \(lhs.code) and \(rhs.code)"
        case .noPrices: "a product price needs at least one price"
        }
    }
}
