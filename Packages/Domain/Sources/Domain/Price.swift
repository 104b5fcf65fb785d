/// What one item costs: a regular price, or a sale price with the regular price it was.
///
/// The initialiser enforces the rules (non-negative, one currency, sale strictly below regular),
/// so a `Price` that exists is always valid.
public struct Price: Hashable, Sendable {
    /// The price without any sale: the "was" price when on sale.
    public let regular: Money
    /// The sale price, when on sale.
    public let sale: Money?

    /// Creates a price.
    /// - Throws: ``PriceError`` if an amount is negative, the currencies differ, or the sale
    ///   price is not below the regular one.
    public init(regular: Money, sale: Money? = nil) throws(PriceError) {
        guard !regular.isNegative else { throw .negative(regular) }
        if let sale {
            guard sale.currency == regular.currency else { throw .currencyMismatch(regular.currency, sale.currency) }
            guard !sale.isNegative else { throw .negative(sale) }
            guard sale.compareAmount(to: regular) == .orderedAscending else {
                throw .saleNotBelowRegular(regular: regular, sale: sale)
            }
        }
        self.regular = regular
        self.sale = sale
    }

    /// A regular price. - Throws: ``PriceError/negative(_:)`` for an amount below zero.
    public static func regular(_ money: Money) throws(PriceError) -> Price {
        try Price(regular: money)
    }

    /// A sale price: was `was`, now `now`. - Throws: ``PriceError`` as ``init(regular:sale:)``.
    public static func sale(was: Money, now: Money) throws(PriceError) -> Price {
        try Price(regular: was, sale: now)
    }

    /// What the customer pays now.
    public var current: Money { sale ?? regular }
    public var isOnSale: Bool { sale != nil }
    public var currency: Currency { regular.currency }

    /// How much the sale saves per item (zero when not on sale).
    public var savings: Money {
        guard let sale else { return .zero(regular.currency) }
        return regular.minus(sale)
    }
}
