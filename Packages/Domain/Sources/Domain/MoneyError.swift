import Foundation

/// A rule about money was broken.
public enum MoneyError: Error, Equatable, Sendable {
    /// The currency code is not one the app supports.
    case unknownCurrency(String)
    /// Two amounts in different currencies were combined.
    case currencyMismatch(Currency, Currency)
    /// The text is not a decimal amount.
    case invalidAmount(String)
}

extension MoneyError: LocalizedError {
    public var errorDescription: String? {
        switch self {
        case .unknownCurrency(let code): "unknown currency '\(code)'"
        case .currencyMismatch(let lhs, let rhs): "cannot combine \(lhs.code) with \(rhs.code)"
        case .invalidAmount(let text): "'\(text)' is not an amount of money"
        }
    }
}
