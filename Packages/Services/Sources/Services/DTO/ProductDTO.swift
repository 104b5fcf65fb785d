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
}

// In an extension, so that the compiler still writes the memberwise initializer, internal: the
// wire form is made from a domain value or decoded, never field by field outside this module.
extension ProductDTO {
    /// The wire form of a product (the server side).
    public init(_ product: Product) {
        self.init(
            id: product.id.rawValue, name: product.name, description: product.description, brand: product.brand,
            category: product.category, skus: product.skus.map(SKUDTO.init), rating: product.rating.map(RatingDTO.init))
    }
}
