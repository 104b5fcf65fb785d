import Domain

/// One page of blog entries in JSON (`blog list`):
/// `{"page","pageSize","totalItems","totalPages","hasNextPage","entries":[BlogEntryDocument]}`,
/// each entry as a list shows it (with `summary`, without `body`).
public struct BlogPageDocument: Codable, Hashable, Sendable {
    public let page: Int
    public let pageSize: Int
    public let totalItems: Int
    public let totalPages: Int
    public let hasNextPage: Bool
    public let entries: [BlogEntryDocument]

    public init(_ page: Page<BlogEntry>) {
        self.page = page.number
        pageSize = page.pageSize
        totalItems = page.totalItems
        totalPages = page.totalPages
        hasNextPage = page.hasNextPage
        entries = page.items.map(BlogEntryDocument.summary(of:))
    }
}
