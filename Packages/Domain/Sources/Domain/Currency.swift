/// An ISO 4217 currency this app knows how to round and format.
///
/// Only known currencies can be created, so every ``Money`` value rounds to the right number of
/// minor units (two for USD, none for JPY, three for KWD).
public struct Currency: Hashable, Sendable {
    /// The three-letter ISO 4217 code, e.g. `"USD"`.
    public let code: String
    /// Digits after the decimal point in the currency's minor unit.
    public let minorUnits: Int
    /// The symbol printed before an amount, or `nil` to print the code instead.
    public let symbol: String?

    private init(code: String, minorUnits: Int, symbol: String?) {
        self.code = code
        self.minorUnits = minorUnits
        self.symbol = symbol
    }

    public static let usd = Currency(code: "USD", minorUnits: 2, symbol: "$")
    public static let eur = Currency(code: "EUR", minorUnits: 2, symbol: "€")
    public static let gbp = Currency(code: "GBP", minorUnits: 2, symbol: "£")
    public static let jpy = Currency(code: "JPY", minorUnits: 0, symbol: "¥")
    public static let cad = Currency(code: "CAD", minorUnits: 2, symbol: "CA$")
    public static let chf = Currency(code: "CHF", minorUnits: 2, symbol: nil)
    public static let sek = Currency(code: "SEK", minorUnits: 2, symbol: nil)
    public static let kwd = Currency(code: "KWD", minorUnits: 3, symbol: nil)

    /// Every currency the app supports.
    public static let all: [Currency] = [.usd, .eur, .gbp, .jpy, .cad, .chf, .sek, .kwd]

    /// Looks up a currency by its ISO code (case-insensitive).
    /// - Throws: ``MoneyError/unknownCurrency(_:)`` for a code the app does not support.
    public init(code: String) throws(MoneyError) {
        let upper = code.uppercased()
        guard let known = Currency.all.first(where: { $0.code == upper }) else {
            throw .unknownCurrency(code)
        }
        self = known
    }
}

extension Currency: CustomStringConvertible {
    public var description: String { code }
}
