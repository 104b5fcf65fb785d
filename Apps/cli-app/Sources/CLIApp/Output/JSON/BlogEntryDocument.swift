import Domain
import Foundation

/// One blog entry in JSON (`blog show`):
/// `{"id":1,"title","author","publishedAt":"2026-01-31T09:00:00Z","tags":[],"body"}`.
public struct BlogEntryDocument: Codable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    public let publishedAt: Date
    public let tags: [String]
    public let body: String

    public init(_ entry: BlogEntry) {
        id = entry.id.rawValue
        title = entry.title
        author = entry.author
        publishedAt = entry.publishedAt
        tags = entry.tags
        body = entry.body
    }
}
