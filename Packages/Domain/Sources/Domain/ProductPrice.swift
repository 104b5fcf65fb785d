/// What a product costs across its SKUs: one price, or a range from the cheapest to the dearest.
public enum ProductPrice: Hashable, Sendable {
    case single(Price)
    case range(from: Price, to: Price)

    /// The price spanning the given SKU prices: `.single` when they all cost the same now,
    /// otherwise `.range` from the lowest to the highest current price.
    /// - Throws: ``PriceError/noPrices`` for an empty list, ``PriceError/currencyMismatch(_:_:)``
    ///   when the prices mix currencies.
    public init(spanning prices: [Price]) throws(PriceError) {
        guard let first = prices.first else { throw .noPrices }
        var lowest = first
        var highest = first
        for price in prices.dropFirst() {
            guard price.currency == first.currency else { throw .currencyMismatch(first.currency, price.currency) }
            if Self.ranksBefore(price, lowest) { lowest = price }
            if Self.ranksAfter(price, highest) { highest = price }
        }
        self = lowest.current == highest.current ? .single(lowest) : .range(from: lowest, to: highest)
    }

    // On a tie in what the customer pays now, the price on sale (the larger saving) wins, so the
    // result does not depend on the order of the SKUs and a sale is never hidden by a regular price.
    // With equal current prices the larger saving is the larger regular price, which compares
    // without the Decimal subtractions of `savings` (the catalog makes thousands of these at start).
    private static func ranksBefore(_ price: Price, _ other: Price) -> Bool {
        switch price.current.compareAmount(to: other.current) {
        case .orderedAscending: true
        case .orderedSame: price.regular.compareAmount(to: other.regular) == .orderedDescending
        case .orderedDescending: false
        }
    }

    private static func ranksAfter(_ price: Price, _ other: Price) -> Bool {
        switch price.current.compareAmount(to: other.current) {
        case .orderedDescending: true
        case .orderedSame: price.regular.compareAmount(to: other.regular) == .orderedDescending
        case .orderedAscending: false
        }
    }

    /// The lowest price a customer can pay.
    public var lowest: Price {
        switch self {
        case .single(let price), .range(from: let price, to: _): price
        }
    }

    public var currency: Currency { lowest.currency }

    /// True when the single price, or either end of the range, is on sale.
    public var isOnSale: Bool {
        switch self {
        case .single(let price): price.isOnSale
        case .range(let from, let to): from.isOnSale || to.isOnSale
        }
    }

    /// The largest per-item saving in this price (zero when nothing is on sale).
    public var maximumSavings: Money {
        switch self {
        case .single(let price): price.savings
        case .range(let from, let to): from.savings.amount >= to.savings.amount ? from.savings : to.savings
        }
    }

    /// For people: `"$20.00"`, `"$15.00 (was $20.00)"` or `"$10.00 – $25.00"`.
    public var formatted: String {
        switch self {
        case .single(let price):
            price.sale.map { "\($0.formatted) (was \(price.regular.formatted))" } ?? price.regular.formatted
        case .range(let from, let to):
            "\(from.current.formatted) – \(to.current.formatted)"
        }
    }
}
