import Domain
import Testing

@testable import Services

/// The embedded blog written lazily must be the generator's blog, exactly: each entry written
/// alone, and the repository's pages and lookups.
@Suite struct GeneratedBlogEntriesTests {
    @Test(arguments: [(50, Catalog.standardSeed), (200, 7)])
    func eachEntryWrittenAloneIsTheGeneratorsEntry(count: Int, seed: UInt64) {
        let generated = Catalog.generateBlogEntries(count: count, seed: seed)
        let blog = GeneratedBlogEntries(count: count, seed: seed)
        #expect(blog.recipes.count == generated.count)
        for position in generated.indices {
            #expect(blog.entry(at: position) == generated[position], "entry \(position + 1)")
        }
        #expect(blog.recipes.map(\.publishedAt) == generated.map(\.publishedAt))
    }

    @Test func theLazyRepositoryAnswersAsTheRepositoryOverTheWholeBlog() async throws {
        let lazy = LocalBlogRepository(generated: { GeneratedBlogEntries.standard })
        let whole = LocalBlogRepository(entries: { Catalog.standardBlogEntries })
        for id in 1...50 {
            #expect(try await lazy.loadEntry(entryId: BlogEntryID(id)) == whole.loadEntry(entryId: BlogEntryID(id)))
        }
        for (page, size) in [(1, 10), (2, 10), (5, 10), (6, 10), (1, 50), (1, 7), (8, 7), (0, 0), (-1, 3), (3, 100)] {
            let fromLazy = try await lazy.loadEntries(page: page, pageSize: size)
            #expect(try await fromLazy == whole.loadEntries(page: page, pageSize: size), "page \(page) of \(size)")
        }
        await #expect(throws: ServiceError.notFound("blog entry 51")) { try await lazy.loadEntry(entryId: 51) }
        await #expect(throws: ServiceError.notFound("blog entry 0")) { try await lazy.loadEntry(entryId: 0) }
    }
}
