import Domain

extension Page where Item == BlogEntry {
    /// The domain page a ``BlogPageDTO`` describes.
    /// - Throws: ``ServiceError/badPayload(_:)`` for a page or page size below 1, more entries than the
    ///   page size, a `total` below the entries sent (the domain would silently clamp these), or a bad
    ///   entry (`entries[4].publishedAt: ...`).
    public init(dto: BlogPageDTO) throws(ServiceError) {
        let path = FieldPath.root
        guard dto.page >= 1 else { throw path.key("page").problem("\(dto.page) is below 1") }
        guard dto.pageSize >= 1 else { throw path.key("pageSize").problem("\(dto.pageSize) is below 1") }
        guard dto.entries.count <= dto.pageSize else {
            throw path.key("entries").problem("\(dto.entries.count) entries exceed the page size \(dto.pageSize)")
        }
        guard dto.total >= dto.entries.count else {
            throw path.key("total").problem("\(dto.total) is below the \(dto.entries.count) entries sent")
        }
        var entries: [BlogEntry] = []
        entries.reserveCapacity(dto.entries.count)
        for (index, entry) in dto.entries.enumerated() {
            entries.append(try BlogEntry(dto: entry, at: path.key("entries").index(index)))
        }
        self.init(items: entries, number: dto.page, pageSize: dto.pageSize, totalItems: dto.total)
    }
}
