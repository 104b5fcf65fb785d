import Domain
import Foundation

/// Generated blog entries for paging tests.
enum BlogEntries {
    /// Entries 1...count, entry `count` the newest.
    static func numbered(_ count: Int) -> [BlogEntry] {
        (1...max(1, count)).map { number in
            BlogEntry(
                id: BlogEntryID(number), title: "Entry \(number)", body: "Body of entry \(number).", author: "Author",
                publishedAt: Date(timeIntervalSince1970: 1_700_000_000 + Double(number) * 86_400))
        }
    }

    /// The page a newest-first repository returns for these entries.
    static func page(_ number: Int, of entries: [BlogEntry], size: Int) -> Page<BlogEntry> {
        let newestFirst = Array(entries.reversed())
        let start = min(newestFirst.count, (number - 1) * size)
        let end = min(newestFirst.count, start + size)
        return Page(items: Array(newestFirst[start..<end]), number: number, pageSize: size, totalItems: entries.count)
    }
}
