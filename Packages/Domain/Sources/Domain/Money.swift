import Foundation

/// An amount of money in one currency, held as a `Decimal` (never a `Double`).
///
/// Arithmetic keeps full precision; ``rounded`` and ``formatted`` round half away from zero to
/// the currency's minor units, the convention shoppers expect on a receipt.
public struct Money: Hashable, Sendable {
    public let amount: Decimal
    public let currency: Currency
    /// ``amount`` in minor units, when it is known to be a whole number of them that fits an `Int`:
    /// amounts made from minor units or parsed from a price, and their sums, differences and
    /// multiples. Formatting one needs no `Decimal` printing (about 10 µs a price, and 0.2 ms for a
    /// one-shot command's first). A cache, not part of the value: `==` and hashing ignore it.
    private let exactMinorUnits: Int?

    public init(_ amount: Decimal, _ currency: Currency) {
        self.init(amount, currency, exactMinorUnits: nil)
    }

    private init(_ amount: Decimal, _ currency: Currency, exactMinorUnits: Int?) {
        self.amount = amount
        self.currency = currency
        self.exactMinorUnits = exactMinorUnits
    }

    /// Money from minor units: `Money(minorUnits: 1999, .usd)` is $19.99.
    public init(minorUnits: Int, _ currency: Currency) {
        // Shifting the exponent is exact and much cheaper than a Decimal division (the catalog
        // makes thousands of prices at start-up).
        let amount = Decimal(
            sign: minorUnits < 0 ? .minus : .plus, exponent: -currency.minorUnits,
            significand: Decimal(minorUnits.magnitude))
        self.init(amount, currency, exactMinorUnits: minorUnits)
    }

    public static func == (lhs: Money, rhs: Money) -> Bool {
        guard lhs.currency == rhs.currency else { return false }
        if let left = lhs.exactMinorUnits, let right = rhs.exactMinorUnits { return left == right }
        return lhs.amount == rhs.amount
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(amount)
        hasher.combine(currency)
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
        let magnitude = Self.minorUnits(ofPlainDecimal: parts, currency: currency)
        self.init(value, currency, exactMinorUnits: magnitude.map { trimmed.hasPrefix("-") ? -$0 : $0 })
    }

    /// The minor units of a checked unsigned decimal's parts (`["19", "99"]`), when it has no more
    /// fraction digits than the currency and fits an `Int` comfortably.
    private static func minorUnits(ofPlainDecimal parts: [Substring], currency: Currency) -> Int? {
        let integer = parts.first.map(String.init) ?? ""
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        guard fraction.utf8.count <= currency.minorUnits, integer.utf8.count + currency.minorUnits <= 17 else {
            return nil
        }
        fraction += String(repeating: "0", count: currency.minorUnits - fraction.utf8.count)
        return Int(integer.isEmpty ? "0" : integer).flatMap { whole in
            Int(fraction.isEmpty ? "0" : fraction).map { whole * powerOfTen(currency.minorUnits) + $0 }
        }
    }

    private static func powerOfTen(_ exponent: Int) -> Int {
        var result = 1
        for _ in 0..<exponent { result *= 10 }
        return result
    }

    /// Zero in the given currency.
    public static func zero(_ currency: Currency) -> Money { Money(minorUnits: 0, currency) }

    public var isNegative: Bool { exactMinorUnits.map { $0 < 0 } ?? (amount < 0) }
    public var isZero: Bool { exactMinorUnits.map { $0 == 0 } ?? (amount == 0) }

    /// The amount rounded to the currency's minor units, half away from zero.
    public var rounded: Money {
        if exactMinorUnits != nil { return self }
        var source = amount
        var result = Decimal()
        NSDecimalRound(&result, &source, currency.minorUnits, .plain)
        return Money(result, currency)
    }

    /// The amount in minor units after rounding (cents for USD).
    public var minorUnits: Int {
        if let exactMinorUnits { return exactMinorUnits }
        let scaled = rounded.amount * Decimal(Self.powerOfTen(currency.minorUnits))
        return NSDecimalNumber(decimal: scaled).intValue
    }

    /// Adds two amounts of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func adding(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return plus(other)
    }

    /// Subtracts an amount of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func subtracting(_ other: Money) throws(MoneyError) -> Money {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return minus(other)
    }

    /// The amount times a quantity.
    public func multiplied(by quantity: Int) -> Money {
        Money(
            amount * Decimal(quantity), currency,
            exactMinorUnits: Self.exact(exactMinorUnits, quantity) { $0.multipliedReportingOverflow(by: $1) })
    }

    /// Amounts of one currency (the caller's guarantee) added up.
    static func sum(_ amounts: [Money], currency: Currency) -> Money {
        amounts.reduce(zero(currency)) { $0.plus($1) }
    }

    /// `self + other` for an amount of the same currency (the caller's guarantee).
    func plus(_ other: Money) -> Money {
        Money(
            amount + other.amount, currency,
            exactMinorUnits: Self.exact(exactMinorUnits, other.exactMinorUnits) { $0.addingReportingOverflow($1) })
    }

    /// `self - other` for an amount of the same currency (the caller's guarantee).
    func minus(_ other: Money) -> Money {
        Money(
            amount - other.amount, currency,
            exactMinorUnits: Self.exact(exactMinorUnits, other.exactMinorUnits) { $0.subtractingReportingOverflow($1) })
    }

    /// `operation` on two exact counts of minor units; nil when either is unknown or it overflows.
    private static func exact(
        _ lhs: Int?, _ rhs: Int?, _ operation: (Int, Int) -> (partialValue: Int, overflow: Bool)
    ) -> Int? {
        guard let lhs, let rhs else { return nil }
        let (value, overflow) = operation(lhs, rhs)
        return overflow ? nil : value
    }

    /// Compares two amounts of the same currency.
    /// - Throws: ``MoneyError/currencyMismatch(_:_:)`` when the currencies differ.
    public func isLess(than other: Money) throws(MoneyError) -> Bool {
        guard currency == other.currency else { throw .currencyMismatch(currency, other.currency) }
        return compareAmount(to: other) == .orderedAscending
    }

    /// How this amount orders against another of the same currency (the caller's guarantee): from
    /// the minor units when both are known, which spares the `Decimal` comparison.
    func compareAmount(to other: Money) -> ComparisonResult {
        if let lhs = exactMinorUnits, let rhs = other.exactMinorUnits {
            return lhs < rhs ? .orderedAscending : lhs == rhs ? .orderedSame : .orderedDescending
        }
        return amount < other.amount ? .orderedAscending : amount == other.amount ? .orderedSame : .orderedDescending
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
        // A comma before each group of three digits from the right, in one pass from the left: the
        // generic `reversed().enumerated()` cost a one-shot command 0.15 ms of first-time metadata.
        var grouped = ""
        var remaining = integer.utf8.count
        for digit in integer {
            grouped.append(digit)
            remaining -= 1
            if remaining > 0, remaining % 3 == 0 { grouped.append(",") }
        }
        let number = grouped + (fraction.isEmpty ? "" : "." + fraction)
        let prefix = currency.symbol ?? currency.code + " "
        return (negative ? "-" : "") + prefix + number
    }

    /// The rounded amount's digits: from ``exactMinorUnits`` when known, else from the decimal's
    /// description.
    func digits() -> (integer: String, fraction: String, negative: Bool) {
        guard let minor = exactMinorUnits else { return digitsFromDescription() }
        let scale = Self.powerOfTen(currency.minorUnits)
        let magnitude = minor.magnitude
        var fraction = String(magnitude % UInt(scale))
        fraction = String(repeating: "0", count: max(0, currency.minorUnits - fraction.utf8.count)) + fraction
        return (String(magnitude / UInt(scale)), currency.minorUnits == 0 ? "" : fraction, minor < 0)
    }

    /// The digits as the rounded decimal's description spells them.
    func digitsFromDescription() -> (integer: String, fraction: String, negative: Bool) {
        let value = rounded.amount
        let negative = value < 0
        let text = (negative ? -value : value).description
        let parts = text.split(separator: ".", omittingEmptySubsequences: false)
        let integer = parts.first.map(String.init) ?? "0"
        var fraction = parts.count > 1 ? String(parts[1]) : ""
        while fraction.count < currency.minorUnits { fraction.append("0") }
        return (integer.isEmpty ? "0" : integer, String(fraction.prefix(currency.minorUnits)), negative)
    }
}

extension Money: CustomStringConvertible {
    public var description: String { formatted }
}
