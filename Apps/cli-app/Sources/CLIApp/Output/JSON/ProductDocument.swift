import Domain

/// One product in full, in JSON (`products show`): the summary's fields plus `description`,
/// `colours`, `sizes` and `skus` (each a ``SKUDocument``).
public struct ProductDocument: Codable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let description: String
    public let brand: String
    public let category: String
    public let price: ProductPriceDocument
    public let inStock: Bool
    public let rating: RatingDocument?
    public let colours: [String]
    public let sizes: [String]
    public let skus: [SKUDocument]

    public init(_ product: Product) {
        id = product.id.rawValue
        name = product.name
        description = product.description
        brand = product.brand
        category = product.category
        price = ProductPriceDocument(product.price)
        inStock = product.isInStock
        rating = product.rating.map(RatingDocument.init)
        colours = product.colours
        sizes = product.sizes()
        skus = product.skus.map(SKUDocument.init)
    }
}
