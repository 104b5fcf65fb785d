import Domain

extension ProductSearch {
    /// The domain search answer a ``ProductSearchDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` for a bad product (`results[2].skus[0].id: ...`) or a
    ///   `total` below the number of results (the domain would silently raise it).
    public init(dto: ProductSearchDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: ProductSearchDTO, at path: FieldPath) throws(ServiceError) {
        guard dto.total >= dto.results.count else {
            throw path.key("total").problem("\(dto.total) is below the \(dto.results.count) results sent")
        }
        let results = try [Product](dto: dto.results, at: path.key("results"))
        self.init(query: dto.query, results: results, total: dto.total)
    }
}
