import Domain
import Foundation

/// One blog entry in JSON, in full (`blog show`:
/// `{"id":1,"title","author","publishedAt":"2026-01-31T09:00:00Z","tags":[],"body"}`) or as a list
/// shows it (`blog list`: its first paragraph as `summary` instead of the whole `body`).
public struct BlogEntryDocument: Codable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    public let publishedAt: Date
    public let tags: [String]
    /// The whole text; absent in a list.
    public let body: String?
    /// The first paragraph; present only in a list.
    public let summary: String?

    /// The entry in full.
    public init(_ entry: BlogEntry) {
        self.init(entry, body: entry.body, summary: nil)
    }

    /// The entry as a list shows it.
    public static func summary(of entry: BlogEntry) -> BlogEntryDocument {
        BlogEntryDocument(entry, body: nil, summary: entry.summary)
    }

    private init(_ entry: BlogEntry, body: String?, summary: String?) {
        id = entry.id.rawValue
        title = entry.title
        author = entry.author
        publishedAt = entry.publishedAt
        tags = entry.tags
        self.body = body
        self.summary = summary
    }
}
