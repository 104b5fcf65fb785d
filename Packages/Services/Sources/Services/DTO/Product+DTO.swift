import Domain

extension Product {
    /// The domain product a ``ProductDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the field (`skus[0].price.sale: ...`), for an
    ///   empty id or name, no SKUs, a bad or duplicate SKU, SKUs priced in different currencies, or a
    ///   bad rating.
    public init(dto: ProductDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: ProductDTO, at path: FieldPath) throws(ServiceError) {
        guard !dto.id.isBlank else { throw path.key("id").problem("a product needs an id") }
        guard !dto.name.isBlank else { throw path.key("name").problem("a product needs a name") }
        guard !dto.skus.isEmpty else { throw path.key("skus").problem("a product needs at least one SKU") }
        var skus: [SKU] = []
        skus.reserveCapacity(dto.skus.count)
        var firstIndexOfID: [String: Int] = [:]
        for (index, skuDTO) in dto.skus.enumerated() {
            let skuPath = path.key("skus").index(index)
            let sku = try SKU(dto: skuDTO, at: skuPath)
            if let earlier = firstIndexOfID.updateValue(index, forKey: skuDTO.id) {
                throw skuPath.key("id").problem("duplicate SKU id '\(skuDTO.id)' (also skus[\(earlier)])")
            }
            if let first = skus.first, first.price.currency != sku.price.currency {
                throw skuPath.key("price").key("currency").problem(
                    "\(sku.price.currency.code) differs from \(first.price.currency.code) of skus[0]")
            }
            skus.append(sku)
        }
        let rating = try dto.rating.map { (rating) throws(ServiceError) in
            try Rating(dto: rating, at: path.key("rating"))
        }
        do {
            try self.init(
                id: ProductID(dto.id), name: dto.name, description: dto.description, brand: dto.brand,
                category: dto.category, skus: skus, rating: rating)
        } catch {
            // Unreachable after the checks above (SKUs present, one currency).
            throw path.key("skus").problem(error.localizedDescription)
        }
    }
}
