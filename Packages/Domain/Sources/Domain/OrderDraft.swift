/// What is about to be ordered: the cart's lines at the prices the customer saw. Never empty and in
/// one currency.
///
/// Placing re-checks it against the catalog with ``repriced(with:)``: an unknown SKU or too little
/// stock is refused (naming the SKU), and moved prices come back as ``PriceChange``s to show before
/// the customer confirms.
public struct OrderDraft: OrderTotals, Hashable, Sendable {
    public let lines: [OrderLine]

    /// A draft of these lines.
    /// - Throws: ``OrderError/emptyCart`` for no lines, ``OrderError/currencyMismatch(_:_:)`` for two currencies.
    public init(lines: [OrderLine]) throws(OrderError) {
        guard let first = lines.first else { throw .emptyCart }
        if let other = lines.first(where: { $0.price.currency != first.price.currency }) {
            throw .currencyMismatch(first.price.currency, other.price.currency)
        }
        self.lines = lines
    }

    /// The draft of a cart: its lines at the prices the cart holds.
    /// - Throws: ``OrderError/emptyCart`` when the cart is empty.
    public init(cart: Cart) throws(OrderError) {
        try self.init(lines: cart.lines.map(OrderLine.init))
    }

    /// The current price and stock of a SKU, as the catalog says.
    public typealias Availability = (price: Price, stock: Int)

    /// The draft at current prices, and what moved.
    ///
    /// Lines are checked in order; the first unknown SKU or line short of stock is thrown. Prices
    /// that moved are not an error here: the caller shows `changes` and asks the customer.
    /// - Throws: ``OrderError/unknownSKU(_:)``, ``OrderError/insufficientStock(_:requested:available:)``.
    public func repriced(
        with current: [SKUID: Availability]
    ) throws(OrderError) -> (
        draft: OrderDraft, changes: [PriceChange]
    ) {
        var lines: [OrderLine] = []
        var changes: [PriceChange] = []
        for line in self.lines {
            guard let now = current[line.sku] else { throw .unknownSKU(line.sku) }
            guard line.quantity <= now.stock else {
                throw .insufficientStock(line.sku, requested: line.quantity, available: now.stock)
            }
            if now.price != line.price {
                changes.append(PriceChange(sku: line.sku, was: line.price, now: now.price))
            }
            lines.append(line.repriced(now.price))
        }
        return (try OrderDraft(lines: lines), changes)
    }
}

extension OrderDraft {
    /// The draft at the new prices of `changes` (the ones the customer confirmed); other lines keep
    /// their prices.
    /// - Throws: ``OrderError/currencyMismatch(_:_:)`` if a new price is in another currency.
    public func accepting(_ changes: [PriceChange]) throws(OrderError) -> OrderDraft {
        let now = Dictionary(changes.map { ($0.sku, $0.now) }, uniquingKeysWith: { _, last in last })
        return try OrderDraft(lines: lines.map { line in now[line.sku].map(line.repriced) ?? line })
    }
}
