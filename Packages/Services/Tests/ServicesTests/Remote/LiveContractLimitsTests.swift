import Domain
import Foundation
import Services
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live services never send a request outside ``V1ContractLimits``: they clamp sizes, cut an
/// over-long search term, and answer not-found for an id longer than any the contract allows.
@Suite struct LiveContractLimitsTests {
    @Test func anOverlongSearchTermIsCutToTheContractsLength() async throws {
        let log = RequestLog()
        let service = ProductService.live(
            client: stubClient(
                try StubTransport.encoding(ProductSearchDTO(query: "x", total: 0, results: []), log: log)))
        let longest = String(repeating: "a", count: V1ContractLimits.maximumSearchTermLength)
        _ = try await service.search(longest + "bcd", 5)
        #expect(log.urls == ["http://api.test/v1/products?q=\(longest)&limit=5"])
    }

    @Test func anIdLongerThanTheContractAllowsIsNotFoundWithoutARequest() async {
        let log = RequestLog()
        let service = ProductService.live(
            client: stubClient(StubTransport.json(#"{"error":{"code":"x","message":"m"}}"#, status: 500, log: log)))
        let id = String(repeating: "p", count: V1ContractLimits.maximumIdentifierLength + 1)
        #expect(await serviceError { try await service.product(ProductID(id)) } == .notFound("product \(id)"))
        #expect(await serviceError { try await service.productContainingSKU(SKUID(id)) } == .notFound("SKU \(id)"))
        #expect(log.urls.isEmpty)
    }

    @Test func blogPagesAreClampedToTheContractsRanges() async throws {
        let log = RequestLog()
        let repository = LiveBlogRepository(
            client: stubClient(
                try StubTransport.encoding(
                    BlogPageDTO(page: 1_000_000, pageSize: 50, total: 0, entries: []), log: log)))
        _ = try await repository.loadEntries(page: 5_000_000, pageSize: 500)
        #expect(log.urls == ["http://api.test/v1/blog/entries?page=1000000&pageSize=50"])
    }

    @Test func theSizesTheContractNamesAreTheDocumentedOnes() {
        #expect(V1ContractLimits.searchResults == 1...100 && V1ContractLimits.defaultSearchResults == 20)
        #expect(V1ContractLimits.featuredProducts == 1...100 && V1ContractLimits.defaultFeaturedProducts == 10)
        #expect(V1ContractLimits.blogPages == 1...1_000_000 && V1ContractLimits.blogPageSizes == 1...50)
        #expect(V1ContractLimits.defaultBlogPageSize == 10)
        #expect(V1ContractLimits.maximumSearchTermLength == 1_000 && V1ContractLimits.maximumIdentifierLength == 200)
    }
}
