import APIServer
import Domain
import Foundation
import Hummingbird
import Services
import Synchronization
import Testing

/// The server writes product answers from each product's JSON made once: the bytes must be exactly
/// what the contract's encoder writes for the DTO, and a product that changes is encoded afresh.
@Suite struct EncodedAnswersTests {
    private let backend = TestServer.standardBackend

    private func expectedBytes(_ value: some Encodable) throws -> [UInt8] {
        Array(try JSONCoding.makeEncoder().encode(value))
    }

    @Test(arguments: ["oak", "chair", "a", "zzzz-no-match", "oak ch", #"quote" back\slash / é 😀"#, "\u{1B}[31m"])
    func searchAnswersAreTheEncodersBytes(query: String) async throws {
        let expected = try expectedBytes(ProductSearchDTO(try await backend.products.search(query, 100)))
        let encodedQuery = query.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
        try await TestServer.withRunningServer { client in
            // Twice: the first answer fills the cache, the second is written from it.
            for _ in 0..<2 {
                let response = try await client.execute(uri: "/v1/products?q=\(encodedQuery)&limit=100", method: .get)
                #expect(response.status == .ok)
                #expect(Array(buffer: response.body) == expected)
            }
        }
    }

    @Test func featuredAndByIdAnswersAreTheEncodersBytes() async throws {
        let featured = try await backend.products.featured(100)
        let expectedList = try expectedBytes(ProductListDTO(featured))
        let expectedProduct = try expectedBytes(ProductDTO(featured[3]))
        try await TestServer.withRunningServer { client in
            for _ in 0..<2 {
                let list = try await client.execute(uri: "/v1/products/featured?limit=100", method: .get)
                #expect(Array(buffer: list.body) == expectedList)
                let product = try await client.execute(uri: "/v1/products/\(featured[3].id.rawValue)", method: .get)
                #expect(Array(buffer: product.body) == expectedProduct)
            }
        }
    }

    @Test func aProductThatChangesIsEncodedAfresh() async throws {
        let original = try #require(try await backend.products.featured(1).first)
        let renamed = try Product(
            id: original.id, name: "Renamed", description: original.description, brand: original.brand,
            category: original.category, skus: original.skus, rating: original.rating)
        let current = Mutex(original)
        let products = ProductService(
            product: { _ in current.withLock { $0 } },
            search: { query, _ in ProductSearch(query: query, results: [current.withLock { $0 }], total: 1) },
            productContainingSKU: { _ in current.withLock { $0 } },
            featured: { _ in [current.withLock { $0 }] })
        let changing = CatalogBackend(products: products, blog: backend.blog)
        try await TestServer.withRunningServer(backend: changing) { client in
            let first = try await client.execute(uri: "/v1/products/x", method: .get)
            #expect(try first.body.decode(ProductDTO.self).name == original.name)
            current.withLock { $0 = renamed }
            let second = try await client.execute(uri: "/v1/products/x", method: .get)
            #expect(try second.body.decode(ProductDTO.self).name == "Renamed")
            let search = try await client.execute(uri: "/v1/products?q=x", method: .get)
            #expect(try search.body.decode(ProductSearchDTO.self).results.map(\.name) == ["Renamed"])
        }
    }
}
