import Domain
import FoundationExt

/// Blog entries from an embedded catalog, newest first.
public struct LocalBlogRepository: BlogEntryProviding {
    private let shelf: Lazy<Shelf>

    public init(catalog: Catalog) {
        self.init(entries: { catalog.blogEntries })
    }

    /// Entries made on first use: a run that never reads the blog never generates it.
    public init(entries: @escaping @Sendable () -> [BlogEntry]) {
        shelf = Lazy { Shelf(entries: entries()) }
    }

    /// The entries, newest first (by date, then by id), and by id.
    private struct Shelf: Sendable {
        let entries: [BlogEntry]
        let byID: [BlogEntryID: BlogEntry]

        init(entries unsorted: [BlogEntry]) {
            entries = unsorted.sorted { lhs, rhs in
                lhs.publishedAt != rhs.publishedAt ? lhs.publishedAt > rhs.publishedAt : lhs.id > rhs.id
            }
            var byID: [BlogEntryID: BlogEntry] = [:]
            for entry in unsorted where byID[entry.id] == nil { byID[entry.id] = entry }
            self.byID = byID
        }
    }

    /// The entry with this id; ``ServiceError/notFound(_:)`` ("blog entry 42") when there is none.
    public func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry {
        guard let entry = shelf.value.byID[entryId] else { throw ServiceError.notFound("blog entry \(entryId)") }
        return entry
    }

    /// One page, newest first. Page and size below 1 count as 1 (as ``Page`` clamps them); a page
    /// past the end is empty and still reports the total.
    public func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        let entries = shelf.value.entries
        let number = max(1, page)
        let size = max(1, pageSize)
        let (offset, overflow) = (number - 1).multipliedReportingOverflow(by: size)
        let items: [BlogEntry]
        if overflow || offset >= entries.count {
            items = []
        } else {
            items = Array(entries[offset..<min(entries.count, offset + min(size, entries.count - offset))])
        }
        return Page(items: items, number: number, pageSize: size, totalItems: entries.count)
    }
}
