/// One line of an order (or of a draft about to be placed): a quantity of one SKU at the price the
/// customer confirmed.
public struct OrderLine: Hashable, Sendable, Identifiable {
    public let productID: ProductID
    public let productName: String
    public let sku: SKUID
    /// "Red / M" and the like, for people.
    public let variantName: String
    public let quantity: Int
    /// The unit price at placement.
    public let price: Price

    public var id: SKUID { sku }

    public init(
        productID: ProductID, productName: String, sku: SKUID, variantName: String, quantity: Int, price: Price
    ) {
        self.productID = productID
        self.productName = productName
        self.sku = sku
        self.variantName = variantName
        self.quantity = quantity
        self.price = price
    }

    /// The line as it stands in a cart, at the price the cart holds.
    public init(_ line: CartLine) {
        self.init(
            productID: line.productID, productName: line.productName, sku: line.sku,
            variantName: line.variantName, quantity: line.quantity, price: line.unitPrice)
    }

    /// The same line at another unit price.
    public func repriced(_ price: Price) -> OrderLine {
        OrderLine(
            productID: productID, productName: productName, sku: sku, variantName: variantName,
            quantity: quantity, price: price)
    }

    /// Regular price × quantity.
    public var regularTotal: Money { price.regular.multiplied(by: quantity) }
    /// What the customer pays for the line.
    public var total: Money { price.current.multiplied(by: quantity) }
    /// What the sale saves on the line.
    public var savings: Money { price.savings.multiplied(by: quantity) }
}
