import Domain
import Services

/// A blog repository made of closures, for tests and previews: set the two closures, or build one
/// from entries, or use ``failing(_:)`` / ``unimplemented``.
public struct StubBlogRepository: BlogEntryProviding {
    public var loadEntry: @Sendable (_ entryId: BlogEntryID) async throws -> BlogEntry
    public var loadEntries: @Sendable (_ page: Int, _ pageSize: Int) async throws -> Page<BlogEntry>

    public init(
        loadEntry: @escaping @Sendable (_ entryId: BlogEntryID) async throws -> BlogEntry,
        loadEntries: @escaping @Sendable (_ page: Int, _ pageSize: Int) async throws -> Page<BlogEntry>
    ) {
        self.loadEntry = loadEntry
        self.loadEntries = loadEntries
    }

    /// Answers from `entries` as the local repository does: newest first, paged, unknown ids not found.
    public init(entries: [BlogEntry] = Fixtures.blogEntries) {
        let local = LocalBlogRepository(catalog: Catalog(products: [], blogEntries: entries))
        self.init(
            loadEntry: { try await local.loadEntry(entryId: $0) },
            loadEntries: { try await local.loadEntries(page: $0, pageSize: $1) })
    }

    public func loadEntry(entryId: BlogEntryID) async throws -> BlogEntry {
        try await loadEntry(entryId)
    }

    public func loadEntries(page: Int, pageSize: Int) async throws -> Page<BlogEntry> {
        try await loadEntries(page, pageSize)
    }

    /// A repository whose every call throws `error`.
    public static func failing(_ error: ServiceError) -> StubBlogRepository {
        StubBlogRepository(loadEntry: { _ in throw error }, loadEntries: { _, _ in throw error })
    }

    /// A repository whose every call fails the running test and throws ``UnimplementedError``.
    public static var unimplemented: StubBlogRepository {
        StubBlogRepository(
            loadEntry: { _ in throw unimplementedCall("BlogEntryProviding.loadEntry") },
            loadEntries: { _, _ in throw unimplementedCall("BlogEntryProviding.loadEntries") })
    }
}
