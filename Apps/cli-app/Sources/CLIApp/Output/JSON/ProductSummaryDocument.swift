import Domain

/// A product in a list of results, in JSON:
/// `{"id","name","brand","category","price":ProductPriceDocument,"inStock","rating":RatingDocument}`;
/// `rating` is absent when nobody rated it.
public struct ProductSummaryDocument: Codable, Hashable, Sendable {
    public let id: String
    public let name: String
    public let brand: String
    public let category: String
    public let price: ProductPriceDocument
    public let inStock: Bool
    public let rating: RatingDocument?

    public init(_ product: Product) {
        id = product.id.rawValue
        name = product.name
        brand = product.brand
        category = product.category
        price = ProductPriceDocument(product.price)
        inStock = product.isInStock
        rating = product.rating.map(RatingDocument.init)
    }
}
