import Domain
import Foundation

/// A blog entry on the wire: `{"id": 7, "title": ..., "body": ..., "author": ...,
/// "publishedAt": "2024-05-01T09:30:00Z", "tags": [...]}`. Every key is always present.
public struct BlogEntryDTO: Codable, Hashable, Sendable {
    public var id: Int
    public var title: String
    public var body: String
    public var author: String
    /// ISO 8601 in UTC, whole seconds (`2024-05-01T09:30:00Z`) or with milliseconds
    /// (`2024-05-01T09:30:00.250Z`); an offset such as `+02:00` is accepted on input.
    public var publishedAt: String
    public var tags: [String]
}

// In an extension, so that the compiler still writes the memberwise initializer, internal: the
// wire form is made from a domain value or decoded, never field by field outside this module.
extension BlogEntryDTO {
    /// The wire form of a blog entry (the server side).
    public init(_ entry: BlogEntry) {
        self.init(
            id: entry.id.rawValue, title: entry.title, body: entry.body, author: entry.author,
            publishedAt: ContractDate.string(from: entry.publishedAt), tags: entry.tags)
    }
}
