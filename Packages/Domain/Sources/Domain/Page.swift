/// One page of a longer list. Pages are numbered from 1.
public struct Page<Item>: Sendable where Item: Sendable {
    public let items: [Item]
    /// This page's number, from 1.
    public let number: Int
    public let pageSize: Int
    /// How many items there are across all pages.
    public let totalItems: Int

    public init(items: [Item], number: Int, pageSize: Int, totalItems: Int) {
        self.items = items
        self.number = max(1, number)
        self.pageSize = max(1, pageSize)
        self.totalItems = max(totalItems, 0)
    }

    // Divide then round up: `totalItems + pageSize - 1` would overflow (and trap) for a huge total.
    public var totalPages: Int { max(1, totalItems / pageSize + (totalItems % pageSize == 0 ? 0 : 1)) }
    public var hasNextPage: Bool { number < totalPages }
}

extension Page: Equatable where Item: Equatable {}
extension Page: Hashable where Item: Hashable {}
