import Domain

extension BlogEntry {
    /// The domain blog entry a ``BlogEntryDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` naming the field, for an id below 1, an empty title
    ///   or author, or a `publishedAt` that is not an ISO 8601 date.
    public init(dto: BlogEntryDTO) throws(ServiceError) {
        try self.init(dto: dto, at: .root)
    }

    init(dto: BlogEntryDTO, at path: FieldPath) throws(ServiceError) {
        guard dto.id >= 1 else { throw path.key("id").problem("\(dto.id) is not a blog entry id (ids start at 1)") }
        guard !dto.title.isBlank else { throw path.key("title").problem("a blog entry needs a title") }
        guard !dto.author.isBlank else { throw path.key("author").problem("a blog entry needs an author") }
        guard let publishedAt = ContractDate.date(from: dto.publishedAt) else {
            throw path.key("publishedAt").problem("'\(dto.publishedAt)' is not an ISO 8601 date")
        }
        self.init(
            id: BlogEntryID(dto.id), title: dto.title, body: dto.body, author: dto.author, publishedAt: publishedAt,
            tags: dto.tags)
    }
}
