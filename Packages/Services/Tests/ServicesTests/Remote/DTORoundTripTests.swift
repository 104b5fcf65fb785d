import Domain
import Foundation
import Services
import Testing

/// domain → DTO → JSON → DTO → domain gives back the original, for hand-written values and for the
/// whole embedded catalog (what the dev API server serves).
@Suite struct DTORoundTripTests {
    private func throughJSON<T: Codable>(_ value: T) throws -> T {
        try JSONCoding.makeDecoder().decode(T.self, from: JSONCoding.makeEncoder().encode(value))
    }

    @Test func fixtureProductsSurviveTheWire() throws {
        for product in try RemoteFixtures.products() {
            #expect(try Product(dto: throughJSON(ProductDTO(product))) == product)
        }
    }

    @Test func fixtureBlogEntriesSurviveTheWire() throws {
        for entry in RemoteFixtures.entries {
            #expect(try BlogEntry(dto: throughJSON(BlogEntryDTO(entry))) == entry)
        }
    }

    @Test func listsSearchesAndPagesSurviveTheWire() throws {
        let products = try RemoteFixtures.products()
        #expect(try [Product](dto: throughJSON(ProductListDTO(products))) == products)
        let search = ProductSearch(query: "oak chair", results: Array(products.prefix(2)), total: 7)
        #expect(try ProductSearch(dto: throughJSON(ProductSearchDTO(search))) == search)
        let page = Page(items: RemoteFixtures.entries, number: 3, pageSize: 2, totalItems: 6)
        #expect(try Page(dto: throughJSON(BlogPageDTO(page))) == page)
    }

    @Test func theWholeEmbeddedCatalogSurvivesTheWire() throws {
        let catalog = Catalog.standard
        #expect(try [Product](dto: throughJSON(ProductListDTO(catalog.products))) == catalog.products)
        for entry in catalog.blogEntries {
            #expect(try BlogEntry(dto: throughJSON(BlogEntryDTO(entry))) == entry)
        }
    }

    @Test func hostileTextSurvivesTheWireUnchanged() throws {
        let catalog = Catalog.generate(productCount: 40, blogEntryCount: 6, seed: 1, includeHostileSamples: true)
        let bytes = try JSONCoding.makeEncoder().encode(ProductListDTO(catalog.products))
        #expect(!bytes.contains { $0 < 0x20 }, "control characters travel escaped")
        #expect(
            try [Product](dto: JSONCoding.makeDecoder().decode(ProductListDTO.self, from: bytes)) == catalog.products)
        for entry in catalog.blogEntries {
            #expect(try BlogEntry(dto: throughJSON(BlogEntryDTO(entry))) == entry)
        }
    }
}
