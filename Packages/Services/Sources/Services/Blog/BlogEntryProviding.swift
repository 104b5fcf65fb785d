import Domain

/// Loads blog entries: the repository protocol of the VSM seed's blog example, plus paging.
public protocol BlogEntryProviding: Sendable {
    /// The entry with this id. Throws ``ServiceError/notFound(_:)`` for an unknown id.
    func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry
    /// One page of entries, newest first. Pages are numbered from 1.
    func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry>
}
