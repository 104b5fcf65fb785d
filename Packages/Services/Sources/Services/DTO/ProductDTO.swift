import Domain

/// A product on the wire: id, name, description, brand, category, its SKUs (at least one) and an
/// optional rating. The product's price is not sent: it is derived from the SKUs on both sides.
public struct ProductDTO: Codable, Hashable, Sendable {
    public var id: String
    public var name: String
    public var description: String
    public var brand: String
    public var category: String
    public var skus: [SKUDTO]
    /// Absent when nobody has rated the product.
    public var rating: RatingDTO?

    public init(
        id: String, name: String, description: String, brand: String, category: String, skus: [SKUDTO],
        rating: RatingDTO? = nil
    ) {
        self.id = id
        self.name = name
        self.description = description
        self.brand = brand
        self.category = category
        self.skus = skus
        self.rating = rating
    }

    /// The wire form of a product (the server side).
    public init(_ product: Product) {
        self.init(
            id: product.id.rawValue, name: product.name, description: product.description, brand: product.brand,
            category: product.category, skus: product.skus.map(SKUDTO.init), rating: product.rating.map(RatingDTO.init))
    }
}
