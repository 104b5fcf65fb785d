import Domain
import Foundation
import FoundationExt

/// Blog entries from an embedded catalog, newest first.
public struct LocalBlogRepository: BlogEntryProviding {
    private let shelf: Lazy<Shelf>

    public init(catalog: Catalog) {
        self.init(entries: { catalog.blogEntries })
    }

    /// Entries made on first use: a run that never reads the blog never generates it.
    public init(entries: @escaping @Sendable () -> [BlogEntry]) {
        shelf = Lazy {
            let entries = entries()
            return Shelf(
                count: entries.count, id: { entries[$0].id }, publishedAt: { entries[$0].publishedAt },
                entry: { entries[$0] })
        }
    }

    /// A generated blog, drawn on first use, each entry written when it is shown: `blog show 1`
    /// writes one, a page of the list its entries. The same answers as ``init(entries:)`` over the
    /// same entries (`GeneratedBlogEntriesTests`).
    init(generated: @escaping @Sendable () -> GeneratedBlogEntries) {
        shelf = Lazy {
            let blog = generated()
            return Shelf(
                count: blog.recipes.count, id: { BlogEntryID(blog.recipes[$0].id) },
                publishedAt: { blog.recipes[$0].publishedAt }, entry: blog.entry(at:))
        }
    }

    /// The entries' order, newest first (by date, then by id), their positions by id, and the entry
    /// at a position.
    private struct Shelf: Sendable {
        /// Positions, newest first.
        let newestFirst: [Int]
        /// The position of each id (of the first entry with it).
        let byID: [BlogEntryID: Int]
        let entry: @Sendable (Int) -> BlogEntry

        init(
            count: Int, id: (Int) -> BlogEntryID, publishedAt: (Int) -> Date,
            entry: @escaping @Sendable (Int) -> BlogEntry
        ) {
            newestFirst = (0..<count).sorted { lhs, rhs in
                publishedAt(lhs) != publishedAt(rhs) ? publishedAt(lhs) > publishedAt(rhs) : id(lhs) > id(rhs)
            }
            var byID: [BlogEntryID: Int] = [:]
            for position in 0..<count where byID[id(position)] == nil { byID[id(position)] = position }
            self.byID = byID
            self.entry = entry
        }
    }

    /// The entry with this id; ``ServiceError/notFound(_:)`` ("blog entry 42") when there is none.
    public func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry {
        let shelf = shelf.value
        guard let position = shelf.byID[entryId] else { throw ServiceError.notFound("blog entry \(entryId)") }
        return shelf.entry(position)
    }

    /// One page, newest first. Page and size below 1 count as 1 (as ``Page`` clamps them); a page
    /// past the end is empty and still reports the total.
    public func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        let shelf = shelf.value
        let order = shelf.newestFirst
        let number = max(1, page)
        let size = max(1, pageSize)
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        let items: [BlogEntry]
        if overflow || offset >= order.count {
            items = []
        } else {
            items = order[offset..<min(order.count, offset + min(size, order.count - offset))].map(shelf.entry)
        }
        return Page(items: items, number: number, pageSize: size, totalItems: order.count)
    }
}
