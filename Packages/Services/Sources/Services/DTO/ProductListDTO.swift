import Domain

/// A plain list of products on the wire (the featured products): `{"products": [ProductDTO...]}`.
public struct ProductListDTO: Codable, Hashable, Sendable {
    public var products: [ProductDTO]

    public init(products: [ProductDTO]) {
        self.products = products
    }

    /// The wire form of a list of products (the server side).
    public init(_ products: [Product]) {
        self.init(products: products.map(ProductDTO.init))
    }
}
