import Domain

/// One page of blog entries in JSON (`blog list`):
/// `{"page","pageSize","totalItems","totalPages","hasNextPage","entries":[BlogEntrySummaryDocument]}`.
public struct BlogPageDocument: Codable, Hashable, Sendable {
    public let page: Int
    public let pageSize: Int
    public let totalItems: Int
    public let totalPages: Int
    public let hasNextPage: Bool
    public let entries: [BlogEntrySummaryDocument]

    public init(_ page: Page<BlogEntry>) {
        self.page = page.number
        pageSize = page.pageSize
        totalItems = page.totalItems
        totalPages = page.totalPages
        hasNextPage = page.hasNextPage
        entries = page.items.map(BlogEntrySummaryDocument.init)
    }
}
