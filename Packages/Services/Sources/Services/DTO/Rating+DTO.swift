import Domain

extension Rating {
    /// The domain rating a ``RatingDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` for stars outside 0...5 or a negative count.
    public init(dto: RatingDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: RatingDTO, at path: FieldPath) throws(ServiceError) {
        guard dto.stars.isFinite, (0...5).contains(dto.stars) else {
            throw path.key("stars").problem("\(dto.stars) is outside 0...5")
        }
        guard dto.count >= 0 else { throw path.key("count").problem("\(dto.count) is negative") }
        do {
            try self.init(stars: dto.stars, count: dto.count)
        } catch {
            throw path.problem(error.localizedDescription)
        }
    }
}
