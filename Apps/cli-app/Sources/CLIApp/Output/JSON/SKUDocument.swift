import Domain

/// One SKU in JSON: `{"id","colour","size","variant","price":PriceDocument,"stock","inStock"}`;
/// `colour` and `size` are absent when the product has none.
public struct SKUDocument: Codable, Hashable, Sendable {
    public let id: String
    public let colour: String?
    public let size: String?
    public let variant: String
    public let price: PriceDocument
    public let stock: Int
    public let inStock: Bool

    public init(_ sku: SKU) {
        id = sku.id.rawValue
        colour = sku.colour
        size = sku.size
        variant = sku.variantName
        price = PriceDocument(sku.price)
        stock = sku.stock
        inStock = sku.isInStock
    }
}
