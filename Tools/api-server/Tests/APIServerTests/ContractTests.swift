import APIServer
import Domain
import Foundation
import HTTPTypes
import Hummingbird
import Services
import Testing

/// Each endpoint of the v1 contract: status, content type, JSON shape, and the same answer the
/// embedded services give.
@Suite struct ContractTests {
    private let backend = TestServer.standardBackend
    private let jsonType = "application/json; charset=utf-8"

    private func someProduct() async throws -> Product {
        try #require(try await backend.products.featured(1).first)
    }

    /// The top-level keys of a JSON object body.
    private func keys(of body: ByteBuffer) throws -> Set<String> {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(buffer: body)) as? [String: Any])
        return Set(object.keys)
    }

    @Test func productByIdIsTheEmbeddedProduct() async throws {
        let product = try await someProduct()
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products/\(product.id.rawValue)", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == jsonType)
            #expect(try Product(dto: response.body.decode(ProductDTO.self)) == product)
        }
    }

    @Test func productJSONHasTheContractsShape() async throws {
        let product = try await someProduct()
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products/\(product.id.rawValue)", method: .get)
            let object = try #require(
                try JSONSerialization.jsonObject(with: Data(buffer: response.body)) as? [String: Any])
            #expect(Set(object.keys).isSuperset(of: ["id", "name", "description", "brand", "category", "skus"]))
            let sku = try #require((object["skus"] as? [[String: Any]])?.first)
            #expect(Set(sku.keys).isSuperset(of: ["id", "price", "stock"]))
            let price = try #require(sku["price"] as? [String: Any])
            #expect(price["currency"] is String)
            #expect(price["regular"] is String, "amounts are decimal strings, never floats")
        }
    }

    @Test func unknownProductIsNotFoundWithTheErrorBody() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products/no-such-product", method: .get)
            #expect(response.status == .notFound)
            #expect(response.headers[.contentType] == jsonType)
            #expect(try keys(of: response.body) == ["error"])
            #expect(try response.body.decode(ErrorDTO.self).error.code == "not_found")
        }
    }

    @Test func searchAnswersWhatTheEmbeddedSearchAnswers() async throws {
        let product = try await someProduct()
        let term = String(try #require(product.name.split(separator: " ").first))
        let expected = try await backend.products.search(term, 5)
        try await TestServer.withRunningServer { client in
            let encoded = try #require(term.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let response = try await client.execute(uri: "/v1/products?q=\(encoded)&limit=5", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == jsonType)
            #expect(try keys(of: response.body) == ["query", "total", "results"])
            let search = try response.body.decode(ProductSearchDTO.self)
            #expect(search.query == expected.query)
            #expect(search.total == expected.total)
            #expect(try search.results.map { try Product(dto: $0) } == expected.results)
        }
    }

    @Test func searchWithoutALimitReturnsTwentyAndCountsEveryMatch() async throws {
        let term = try await someProduct().category.lowercased()
        let expected = try await backend.products.search(term, 20)
        try #require(expected.total > 20, "the term must match more than a page for this test to mean anything")
        try await TestServer.withRunningServer { client in
            let encoded = try #require(term.addingPercentEncoding(withAllowedCharacters: .alphanumerics))
            let response = try await client.execute(uri: "/v1/products?q=\(encoded)", method: .get)
            #expect(response.status == .ok)
            let search = try response.body.decode(ProductSearchDTO.self)
            #expect(search.results.count == 20)
            #expect(search.total == expected.total)
            #expect(search.results.map(\.id) == expected.results.map(\.id.rawValue))
        }
    }

    @Test func aBlankQueryIsAnsweredWithNoResults() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products?q=%20&limit=100", method: .get)
            #expect(response.status == .ok)
            let search = try response.body.decode(ProductSearchDTO.self)
            #expect(search.total == 0)
            #expect(search.results.isEmpty)
        }
    }

    @Test func featuredHonoursItsLimit() async throws {
        let expected = try await backend.products.featured(4)
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/products/featured?limit=4", method: .get)
            #expect(response.status == .ok)
            #expect(try keys(of: response.body) == ["products"])
            let list = try response.body.decode(ProductListDTO.self)
            #expect(try list.products.map { try Product(dto: $0) } == expected)
        }
    }

    @Test func skuLookupAnswersTheProductHoldingIt() async throws {
        let product = try await someProduct()
        let sku = try #require(product.skus.last)
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/skus/\(sku.id.rawValue)/product", method: .get)
            #expect(response.status == .ok)
            #expect(try Product(dto: response.body.decode(ProductDTO.self)) == product)
            let unknown = try await client.execute(uri: "/v1/skus/no-such-sku/product", method: .get)
            #expect(unknown.status == .notFound)
        }
    }

    @Test func blogPagesDefaultToThePageAndSizeOfTheContract() async throws {
        let expected = try await backend.blog.loadEntries(page: 1, pageSize: 10)
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/blog/entries", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == jsonType)
            #expect(try keys(of: response.body) == ["page", "pageSize", "total", "entries"])
            let page = try response.body.decode(BlogPageDTO.self)
            #expect(page.page == 1)
            #expect(page.pageSize == 10)
            #expect(page.total == expected.totalItems)
            #expect(try page.entries.map { try BlogEntry(dto: $0) } == expected.items)
        }
    }

    @Test func blogPagesFollowPageAndPageSize() async throws {
        let expected = try await backend.blog.loadEntries(page: 2, pageSize: 3)
        try await TestServer.withRunningServer { client in
            let page = try await client.execute(uri: "/v1/blog/entries?page=2&pageSize=3", method: .get).body.decode(
                BlogPageDTO.self)
            #expect(page.page == 2)
            #expect(page.pageSize == 3)
            #expect(try page.entries.map { try BlogEntry(dto: $0) } == expected.items)
        }
    }

    @Test func blogEntryByIdIsTheEmbeddedEntry() async throws {
        let entry = try #require(try await backend.blog.loadEntries(page: 1, pageSize: 1).items.first)
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/blog/entries/\(entry.id.rawValue)", method: .get)
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == jsonType)
            #expect(try keys(of: response.body) == ["id", "title", "body", "author", "publishedAt", "tags"])
            #expect(try BlogEntry(dto: response.body.decode(BlogEntryDTO.self)) == entry)
        }
    }

    @Test func blogEntryIdsMustBeIntegers() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/v1/blog/entries/first", method: .get)
            #expect(response.status == .badRequest)
            #expect(try response.body.decode(ErrorDTO.self).error.code == "bad_request")
            let unknown = try await client.execute(uri: "/v1/blog/entries/987654", method: .get)
            #expect(unknown.status == .notFound)
        }
    }

    /// (A known route asked with another method is 405: MethodNotAllowedTests.)
    @Test func unknownRoutesAreNotFound() async throws {
        try await TestServer.withRunningServer { client in
            for (uri, method) in [("/v1/returns", HTTPRequest.Method.get), ("/v1/wishlist", .delete)] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .notFound)
                #expect(try response.body.decode(ErrorDTO.self).error.code == "not_found")
            }
        }
    }

    @Test func healthSaysOK() async throws {
        try await TestServer.withRunningServer { client in
            let response = try await client.execute(uri: "/health", method: .get)
            #expect(response.status == .ok)
            #expect(String(buffer: response.body) == "ok")
        }
    }
}
