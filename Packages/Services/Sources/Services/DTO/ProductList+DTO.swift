import Domain

extension Array where Element == Product {
    /// The domain products a ``ProductListDTO`` describes, in its order.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the product and field (`products[3].skus[0]...`).
    public init(dto: ProductListDTO) throws(ServiceError) {
        try self.init(dto: dto.products, at: FieldPath.root.key("products"))
    }

    init(dto: [ProductDTO], at path: FieldPath) throws(ServiceError) {
        var products: [Product] = []
        products.reserveCapacity(dto.count)
        for (index, product) in dto.enumerated() {
            products.append(try Product(dto: product, at: path.index(index)))
        }
        self = products
    }
}
