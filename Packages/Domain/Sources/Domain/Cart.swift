/// A shopping cart: lines of SKUs with quantities, in one currency, with totals.
///
/// Every change is validated and throws a ``CartError`` instead of producing a cart that breaks
/// a rule: quantities from 1 to the stock available, one currency, one line per SKU.
public struct Cart: Hashable, Sendable {
    /// The most of one SKU a line may hold, whatever the stock.
    public static let maximumQuantityPerLine = 999

    /// The lines in the order they were first added.
    public private(set) var lines: [CartLine]

    /// An empty cart.
    public init() {
        lines = []
    }

    /// A cart restored from stored lines, checked against the same rules as ``add(_:of:quantity:)``.
    /// - Throws: ``CartError`` for a duplicate SKU, a bad quantity or mixed currencies.
    public init(lines: [CartLine]) throws(CartError) {
        var seen = Set<SKUID>()
        for line in lines {
            guard seen.insert(line.sku).inserted else { throw .duplicateLine(line.sku) }
            try Cart.validate(quantity: line.quantity, sku: line.sku, stock: line.availableStock)
            if let first = lines.first, first.unitPrice.currency != line.unitPrice.currency {
                throw .currencyMismatch(cart: first.unitPrice.currency, item: line.unitPrice.currency)
            }
        }
        self.lines = lines
    }

    public var isEmpty: Bool { lines.isEmpty }
    /// The cart's currency: that of its lines, `nil` while empty.
    public var currency: Currency? { lines.first?.unitPrice.currency }
    /// The number of items (the sum of quantities).
    public var itemCount: Int { lines.reduce(0) { $0 + $1.quantity } }

    /// The line holding a SKU, if any.
    public func line(for sku: SKUID) -> CartLine? {
        lines.first { $0.sku == sku }
    }

    /// Adds a quantity of a SKU, merging with the line that already holds it.
    /// - Throws: ``CartError`` when the quantity is invalid, the SKU is not the product's, the total
    ///   would exceed stock, or the price is in another currency than the cart.
    public mutating func add(_ sku: SKU, of product: Product, quantity: Int = 1) throws(CartError) {
        guard product.sku(id: sku.id) != nil else { throw .skuNotInProduct(sku.id, product.id) }
        guard quantity >= 1, quantity <= Cart.maximumQuantityPerLine else { throw .invalidQuantity(quantity) }
        if let currency, currency != sku.price.currency {
            throw .currencyMismatch(cart: currency, item: sku.price.currency)
        }
        if let index = lines.firstIndex(where: { $0.sku == sku.id }) {
            let merged = lines[index].quantity + quantity
            try Cart.validate(quantity: merged, sku: sku.id, stock: sku.stock)
            lines[index].quantity = merged
            lines[index].availableStock = sku.stock
        } else {
            try Cart.validate(quantity: quantity, sku: sku.id, stock: sku.stock)
            lines.append(
                CartLine(
                    productID: product.id, productName: product.name, sku: sku.id, variantName: sku.variantName,
                    unitPrice: sku.price, quantity: quantity, availableStock: sku.stock))
        }
    }

    /// Sets the quantity of a line.
    /// - Throws: ``CartError/lineNotFound(_:)``, or a quantity error as in ``add(_:of:quantity:)``.
    public mutating func setQuantity(_ quantity: Int, for sku: SKUID) throws(CartError) {
        guard let index = lines.firstIndex(where: { $0.sku == sku }) else { throw .lineNotFound(sku) }
        try Cart.validate(quantity: quantity, sku: sku, stock: lines[index].availableStock)
        lines[index].quantity = quantity
    }

    /// Removes the line holding a SKU.
    /// - Throws: ``CartError/lineNotFound(_:)`` when no line holds it.
    public mutating func remove(_ sku: SKUID) throws(CartError) {
        guard let index = lines.firstIndex(where: { $0.sku == sku }) else { throw .lineNotFound(sku) }
        lines.remove(at: index)
    }

    /// Empties the cart.
    public mutating func removeAll() {
        lines.removeAll()
    }

    /// The sum of regular prices × quantities.
    public var subtotal: Money { sum(\.regularTotal) }
    /// What sales save across the cart.
    public var savings: Money { sum(\.savings) }
    /// What the customer pays: subtotal less savings.
    public var total: Money { sum(\.total) }

    private func sum(_ amount: (CartLine) -> Money) -> Money {
        // Lines share one currency (checked on every change), so adding amounts directly is safe.
        let currency = self.currency ?? .usd
        return Money.sum(lines.map(amount), currency: currency)
    }

    private static func validate(quantity: Int, sku: SKUID, stock: Int) throws(CartError) {
        guard quantity >= 1, quantity <= maximumQuantityPerLine else { throw .invalidQuantity(quantity) }
        guard stock > 0 else { throw .outOfStock(sku) }
        guard quantity <= stock else { throw .exceedsStock(sku, requested: quantity, available: stock) }
    }
}
