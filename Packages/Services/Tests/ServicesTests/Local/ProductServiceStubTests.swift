import Domain
import ServicesTestSupport
import Testing

@testable import Services

@Suite struct ProductServiceStubTests {
    @Test func aTestOverridesOneClosureAndKeepsTheRest() async throws {
        var service = ProductService.stub(products: Fixtures.products)
        service.search = { query, _ in ProductSearch(query: query, results: [Fixtures.brassLamp], total: 1) }

        #expect(try await service.search("anything", 5).results == [Fixtures.brassLamp])
        #expect(try await service.product("fx-oak-chair") == Fixtures.oakChair, "the other closures still work")
    }

    @Test func theStubSearchesNamesAndFindsSKUs() async throws {
        let service = ProductService.stub()
        #expect(try await service.search("shirt", 10).results == [Fixtures.linenShirt])
        #expect(try await service.productContainingSKU("fx-linen-shirt-navy-l") == Fixtures.linenShirt)
        #expect(try await service.featured(10) == [Fixtures.oakChair, Fixtures.linenShirt])
        await #expect(throws: ServiceError.notFound("product nope")) { try await service.product("nope") }
    }

    @Test func aFailingServiceThrowsItsError() async {
        let service = ProductService.failing(.offline("no network"))
        await #expect(throws: ServiceError.offline("no network")) { try await service.search("oak", 5) }
        await #expect(throws: ServiceError.offline("no network")) { try await service.featured(5) }
    }

    /// The issue recorded by the call ("Unimplemented: ProductService.search") or the error it threw.
    private static func isUnimplementedSearch(_ issue: Issue) -> Bool {
        let recorded = issue.comments.contains { $0.rawValue == "Unimplemented: ProductService.search" }
        let thrown = (issue.error as? UnimplementedError)?.name == "ProductService.search"
        return recorded || thrown
    }

    @Test func anUnimplementedClosureFailsTheTestLoudly() async throws {
        try await withKnownIssue {
            _ = try await ProductService.unimplemented.search("oak", 5)
        } matching: { issue in
            Self.isUnimplementedSearch(issue)
        }
    }

    @Test func anUnimplementedClosureAlsoThrows() async {
        await withKnownIssue {
            await #expect(throws: UnimplementedError(name: "ProductService.product")) {
                try await ProductService.unimplemented.product("p-1")
            }
        }
    }

    @Test func theTestDependenciesAreAllUnimplemented() async {
        let dependencies = Dependencies.test
        await withKnownIssue {
            _ = try await dependencies.blog.loadEntry(entryId: 1)
        }
        await withKnownIssue {
            _ = try await dependencies.cart.load()
        }
        await withKnownIssue {
            _ = try await dependencies.products.featured(1)
        }
    }

    @Test func aStubBlogAnswersFromItsEntries() async throws {
        let blog = StubBlogRepository()
        #expect(try await blog.loadEntries(page: 1, pageSize: 2).items.map(\.id) == [3, 2])
        #expect(try await blog.loadEntry(entryId: 1) == Fixtures.blogEntries[0])
        await #expect(throws: ServiceError.timeout) {
            try await StubBlogRepository.failing(.timeout).loadEntry(entryId: 1)
        }
    }

    @Test func theFixturesShowEachCase() {
        #expect(Fixtures.oakChair.price.isOnSale)
        #expect(Fixtures.linenShirt.price.formatted == "$59.00 – $65.00")
        #expect(Fixtures.linenShirt.skus.contains { !$0.isInStock })
        #expect(!Fixtures.brassLamp.isInStock)
        #expect(Fixtures.blogEntries.map(\.id) == [1, 2, 3])
    }
}
