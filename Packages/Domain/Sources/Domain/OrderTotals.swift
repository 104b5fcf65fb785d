/// Totals derived from order lines, shared by a placed ``Order`` and an ``OrderDraft`` (the lines
/// hold one currency, checked when a draft is made).
public protocol OrderTotals {
    var lines: [OrderLine] { get }
}

extension OrderTotals {
    /// The currency of the lines (USD for no lines, which a draft never has).
    public var currency: Currency { lines.first?.price.currency ?? .usd }
    /// The number of items (the sum of quantities).
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }
    /// The sum of regular prices × quantities.
    public var subtotal: Money { sum(\.regularTotal) }
    /// What sales save across the lines.
    public var savings: Money { sum(\.savings) }
    /// What the customer pays: subtotal less savings.
    public var total: Money { sum(\.total) }

    private func sum(_ amount: (OrderLine) -> Money) -> Money {
        Money.sum(lines.map(amount), currency: currency)
    }
}
