import Domain

/// One page of blog entries on the wire: `{"page": 1, "pageSize": 10, "total": 57, "entries": [...]}`,
/// newest first, pages numbered from 1, `total` counting entries across all pages.
public struct BlogPageDTO: Codable, Hashable, Sendable {
    public var page: Int
    public var pageSize: Int
    public var total: Int
    public var entries: [BlogEntryDTO]

    public init(page: Int, pageSize: Int, total: Int, entries: [BlogEntryDTO]) {
        self.page = page
        self.pageSize = pageSize
        self.total = total
        self.entries = entries
    }

    /// The wire form of a page of entries (the server side).
    public init(_ page: Page<BlogEntry>) {
        self.init(
            page: page.number, pageSize: page.pageSize, total: page.totalItems,
            entries: page.items.map(BlogEntryDTO.init))
    }
}
