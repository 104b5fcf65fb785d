import Domain
import Testing

@testable import Services

@Suite struct LocalProductServiceTests {
    private let service = ProductService.local(catalog: Catalog.standard)

    @Test func aProductLoadsById() async throws {
        let product = try await service.product("p-0042")
        #expect(product == Catalog.standard.products[41])
    }

    @Test func anUnknownProductIsNotFound() async {
        await #expect(throws: ServiceError.notFound("product p-9999")) {
            try await service.product("p-9999")
        }
    }

    @Test func aSKULeadsToItsProduct() async throws {
        let product = Catalog.standard.products[99]
        let sku = try #require(product.skus.last)
        #expect(try await service.productContainingSKU(sku.id) == product)
        await #expect(throws: ServiceError.notFound("SKU p-0001-pink-xxs")) {
            try await service.productContainingSKU("p-0001-pink-xxs")
        }
    }

    @Test func searchGoesThroughTheIndex() async throws {
        let search = try await service.search("oak", 3)
        #expect(search == SearchIndex(products: Catalog.standard.products).search("oak", limit: 3))
        #expect(search.total > 3)
    }

    @Test func featuredProductsAreInStockDistinctAndRepeatable() async throws {
        let featured = try await service.featured(8)
        #expect(featured.count == 8)
        #expect(featured.allSatisfy { $0.isInStock })
        #expect(Set(featured.map(\.id)).count == 8)
        #expect(try await ProductService.local(catalog: Catalog.standard).featured(8) == featured)
        #expect(try await service.featured(0).isEmpty)
        #expect(try await service.featured(-1).isEmpty)
    }

    @Test func hostileSamplesAreAmongTheFeatured() async throws {
        let catalog = Catalog.generate(productCount: 200, blogEntryCount: 1, seed: 1, includeHostileSamples: true)
        let featured = try await ProductService.local(catalog: catalog).featured(100)
        #expect(featured.contains { $0.name.contains("\u{1B}") })
    }
}
