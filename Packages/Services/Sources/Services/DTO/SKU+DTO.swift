import Domain

extension SKU {
    /// The domain SKU a ``SKUDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the field, for an empty id, an empty colour or
    ///   size (absent is how the contract says "none"), a negative stock, or a bad price.
    public init(dto: SKUDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: SKUDTO, at path: FieldPath) throws(ServiceError) {
        guard !dto.id.isBlank else { throw path.key("id").problem("a SKU needs an id") }
        if let colour = dto.colour, colour.isBlank { throw path.key("colour").problem("empty (omit it instead)") }
        if let size = dto.size, size.isBlank { throw path.key("size").problem("empty (omit it instead)") }
        // The domain clamps a negative stock to zero; from a server it means the data is wrong.
        guard dto.stock >= 0 else { throw path.key("stock").problem("\(dto.stock) is negative") }
        let price = try Price(dto: dto.price, at: path.key("price"))
        self.init(id: SKUID(dto.id), colour: dto.colour, size: dto.size, price: price, stock: dto.stock)
    }
}
