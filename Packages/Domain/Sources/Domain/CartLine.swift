/// One line of a cart: a quantity of one SKU, with what it cost when added.
public struct CartLine: Hashable, Sendable, Identifiable {
    public let productID: ProductID
    public let productName: String
    public let sku: SKUID
    /// "Red / M" and the like, for people.
    public let variantName: String
    public let unitPrice: Price
    public internal(set) var quantity: Int
    /// The stock known when the line was last added to; quantities may not exceed it.
    public internal(set) var availableStock: Int

    public var id: SKUID { sku }

    /// Creates a line as it was stored. ``Cart`` validates quantities against the rules.
    public init(
        productID: ProductID, productName: String, sku: SKUID, variantName: String, unitPrice: Price,
        quantity: Int, availableStock: Int
    ) {
        self.productID = productID
        self.productName = productName
        self.sku = sku
        self.variantName = variantName
        self.unitPrice = unitPrice
        self.quantity = quantity
        self.availableStock = availableStock
    }

    /// Regular price × quantity.
    public var regularTotal: Money { unitPrice.regular.multiplied(by: quantity) }
    /// What the customer pays for the line.
    public var total: Money { unitPrice.current.multiplied(by: quantity) }
    /// What the sale saves on the line.
    public var savings: Money { unitPrice.savings.multiplied(by: quantity) }
}
