import Domain
import Foundation
import Testing

@testable import Services

@Suite struct LocalBlogRepositoryTests {
    private let repository = LocalBlogRepository(catalog: Catalog.standard)

    @Test func pagesAreNewestFirst() async throws {
        let page = try await repository.loadEntries(page: 1, pageSize: 10)
        #expect(page.items.map(\.id.rawValue) == Array((41...50).reversed()))
        #expect(page.totalItems == 50)
        #expect(page.totalPages == 5)
        #expect(page.hasNextPage)
    }

    @Test func theLastPageIsPartial() async throws {
        let page = try await repository.loadEntries(page: 3, pageSize: 20)
        #expect(page.items.map(\.id.rawValue) == Array((1...10).reversed()))
        #expect(!page.hasNextPage)
    }

    @Test func aPageBeyondTheEndIsEmptyWithTheTotal() async throws {
        let page = try await repository.loadEntries(page: 6, pageSize: 10)
        #expect(page.items.isEmpty)
        #expect(page.totalItems == 50)
        let huge = try await repository.loadEntries(page: Int.max, pageSize: Int.max)
        #expect(huge.items.isEmpty)
    }

    @Test func invalidPageAndSizeClampToOne() async throws {
        let page = try await repository.loadEntries(page: 0, pageSize: -3)
        #expect(page.number == 1)
        #expect(page.pageSize == 1)
        #expect(page.items.map(\.id.rawValue) == [50])
    }

    @Test func anEntryLoadsById() async throws {
        let entry = try await repository.loadEntry(entryId: 1)
        #expect(entry == Catalog.standard.blogEntries.first)
    }

    @Test func anUnknownEntryIsNotFound() async {
        await #expect(throws: ServiceError.notFound("blog entry 42")) {
            try await LocalBlogRepository(catalog: Catalog(products: [], blogEntries: [])).loadEntry(entryId: 42)
        }
    }
}
