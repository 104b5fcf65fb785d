import Domain
import Foundation

/// A blog entry in a list, in JSON: the entry's fields with its first paragraph as `summary`
/// instead of the whole `body`.
public struct BlogEntrySummaryDocument: Codable, Hashable, Sendable {
    public let id: Int
    public let title: String
    public let author: String
    public let publishedAt: Date
    public let tags: [String]
    public let summary: String

    public init(_ entry: BlogEntry) {
        id = entry.id.rawValue
        title = entry.title
        author = entry.author
        publishedAt = entry.publishedAt
        tags = entry.tags
        summary = entry.summary
    }
}
