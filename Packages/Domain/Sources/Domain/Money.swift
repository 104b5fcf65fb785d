import Foundation

/// An amount of money in one currency, held as a `Decimal` (never a `Double`).
///
/// Arithmetic keeps full precision; ``rounded`` and ``formatted`` round half away from zero to
/// the currency's minor units, the convention shoppers expect on a receipt.
public struct Money: Hashable, Sendable {
    public let amount: Decimal
    public let currency: Currency

    public init(_ amount: Decimal, _ currency: Currency) {
        self.amount = amount
        self.currency = currency
    }

    /// Money from minor units: `Money(minorUnits: 1999, .usd)` is $19.99.
    public init(minorUnits: Int, _ currency: Currency) {
        // Shifting the exponent is exact and much cheaper than a Decimal division (the catalog
        // makes thousands of prices at start-up).
        let amount = Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorUnits,
            significand: Decimal(minorUnits.magnitude))
        self.init(amount, currency)
    }

    /// Parses a plain decimal string such as `"19.99"` (the form a server or file sends).
    /// - Throws: ``MoneyError/invalidAmount(_:)`` if the text is not a finite decimal number.
    public init(parsing text: String, _ currency: Currency) throws(MoneyError) {
        // Only text with space at an end is trimmed: Foundation's trim bridges to `NSString` even
        // when there is nothing to remove, three runtime conformance lookups in the first call of a
        // process (a cart file's first price). U+200B is in Foundation's set, not in White_Space.
        func isSpace(_ character: Character?) -> Bool {
            character.map { $0.isWhitespace || $0 == "\u{200B}" } ?? false
        }
        let trimmed = isSpace(text.first) || isSpace(text.last) ? text.trimmingCharacters(in: .whitespaces) : text
        // Decimal(string:) stops at the first character it cannot use ("1.2.3" gives 1.2, "-" gives 0),
        // so check the whole text is an optional "-", digits and at most one ".".
        let unsigned = trimmed.hasPrefix("-") ? trimmed.dropFirst() : Substring(trimmed)
        let parts = unsigned.split(separator: ".", maxSplits: 2, omittingEmptySubsequences: false)
        let wellFormed =
            parts.count <= 2 && parts.contains { !$0.isEmpty }
            && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
        // Without a locale the separator is always "."; naming one (even en_US_POSIX) made every
        // process that reads a cart start ICU's number formatting, about a millisecond.
        guard wellFormed, let value = Decimal(string: trimmed), !value.isNaN else { throw .invalidAmount(text) }
        self.init(value, currency)
    }

    /// Zero in the given currency.
    public static func zero(_ currency: Currency) -> Money { Money(0, currency) }

    public var isNegative: Bool { amount < 0 }
    public var isZero: Bool { amount == 0 }

    /// The amount rounded to the currency's minor units, half away from zero.
    public var rounded: Money {
        var source = amount
        var result = Decimal()
        NSDecimalRound(&result, &source, currency.minorUnits, .plain)
        return Money(result, currency)
    }

    /// The amount in minor units after rounding (cents for USD).
    public var minorUnits: Int {
        let scaled = rounded.amount * Money.scale(currency.minorUnits)
        return NSDecimalNumber(decimal: scaled).intValue
    }

    /// Adds two amounts of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return Money(amount + other.amount, currency)
    }

    /// Subtracts an amount of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return Money(amount - other.amount, currency)
    }

    /// The amount times a quantity.
    public func multiplied(by quantity: Int) -> Money {
        Money(amount * Decimal(quantity), currency)
    }

    /// Compares two amounts of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func isLess(than other: Money) throws(MoneyError) -> Bool {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return amount < other.amount
    }

    /// The rounded amount as a plain decimal string with exactly the currency's minor units,
    /// e.g. `"1234.50"`: the form used in JSON and files.
    public var decimalString: String {
        let (integer, fraction, negative) = digits()
        let body = fraction.isEmpty ? integer : "\(integer).\(fraction)"
        return negative ? "-" + body : body
    }

    /// The amount for people: symbol, thousands separators and minor units, e.g. `"$1,234.50"`,
    /// `"¥1,200"`, `"CHF 12.00"`. Locale-independent so output is the same on every machine.
    public var formatted: String {
        let (integer, fraction, negative) = digits()
        var grouped = ""
        for (offset, character) in integer.reversed().enumerated() {
            if offset > 0, offset % 3 == 0 { grouped.append(",") }
            grouped.append(character)
        }
        let number = String(grouped.reversed()) + (fraction.isEmpty ? "" : "." + fraction)
        let prefix = currency.symbol ?? currency.code + " "
        return (negative ? "-" : "") + prefix + number
    }

    private func digits() -> (integer: String, fraction: String, negative: Bool) {
        let value = rounded.amount
        let negative = value < 0
        let text = "\(negative ? -value : value)"
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? "0"
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count < currency.minorUnits { fraction.append("0") }
        return (integer.isEmpty ? "0" : integer, String(fraction.prefix(currency.minorUnits)), negative)
    }

    private static func scale(_ digits: Int) -> Decimal {
        var result: Decimal = 1
        for _ in 0..<digits { result *= 10 }
        return result
    }
}

extension Money: CustomStringConvertible {
    public var description: String { formatted }
}
