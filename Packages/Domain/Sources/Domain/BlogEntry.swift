import Foundation

/// A blog post: what the VSM seed's example feature loads by id.
public struct BlogEntry: Hashable, Sendable, Identifiable {
    public let id: BlogEntryID
    public let title: String
    public let body: String
    public let author: String
    public let publishedAt: Date
    public let tags: [String]

    public init(id: BlogEntryID, title: String, body: String, author: String, publishedAt: Date, tags: [String] = []) {
        self.id = id
        self.title = title
        self.body = body
        self.author = author
        self.publishedAt = publishedAt
        self.tags = tags
    }

    /// The first paragraph, for lists.
    public var summary: String {
        // One split is enough: the rest of the body is not scanned (a list shows many entries).
        body.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: true).first.map(String.init) ?? ""
    }
}
