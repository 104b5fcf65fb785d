import Domain
import Foundation
import Services
import Testing

/// The JSON the DTOs write has the v1 contract's keys and types (the schemas of openapi.yaml), as
/// the dev API server's contract tests expect.
@Suite struct JSONContractShapeTests {
    private func object(_ value: some Encodable) throws -> [String: Any] {
        let data = try JSONCoding.makeEncoder().encode(value)
        return try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    }

    @Test func aProductHasItsKeysAndAmountsAreDecimalStrings() throws {
        let products = try RemoteFixtures.products()
        let json = try object(ProductDTO(products[0]))
        #expect(Set(json.keys) == ["id", "name", "description", "brand", "category", "skus", "rating"])
        let sku = try #require((json["skus"] as? [[String: Any]])?.last)
        #expect(Set(sku.keys) == ["id", "colour", "size", "price", "stock"])
        let price = try #require(sku["price"] as? [String: Any])
        #expect(price["currency"] as? String == "USD")
        #expect(price["regular"] as? String == "24.99")
        #expect(price["sale"] as? String == "17.49")
        let rating = try #require(json["rating"] as? [String: Any])
        #expect(rating["stars"] as? Double == 4.5)
        #expect(rating["count"] as? Int == 120)
    }

    @Test func absentOptionalsAreLeftOut() throws {
        let json = try object(ProductDTO(try RemoteFixtures.products()[1]))
        #expect(json["rating"] == nil)
        let sku = try #require((json["skus"] as? [[String: Any]])?.first)
        #expect(Set(sku.keys) == ["id", "price", "stock"])
        #expect(Set(try #require(sku["price"] as? [String: Any]).keys) == ["currency", "regular", "sale"])
    }

    @Test func amountsHaveTheCurrencysMinorUnits() throws {
        let products = try RemoteFixtures.products()
        let yen = try #require(
            (try object(ProductDTO(products[2]))["skus"] as? [[String: Any]])?.first?["price"] as? [String: Any])
        #expect(yen["regular"] as? String == "1200")
        let dinar = try #require(
            (try object(ProductDTO(products[3]))["skus"] as? [[String: Any]])?.last?["price"] as? [String: Any])
        #expect(dinar["regular"] as? String == "9.000")
        #expect(dinar["sale"] as? String == "8.125")
    }

    @Test func listsSearchesPagesAndErrorsHaveTheirKeys() throws {
        #expect(Set(try object(ProductListDTO([])).keys) == ["products"])
        #expect(
            Set(try object(ProductSearchDTO(ProductSearch(query: "", results: [], total: 0))).keys) == [
                "query", "total", "results",
            ])
        let page = Page(items: RemoteFixtures.entries, number: 1, pageSize: 10, totalItems: 2)
        #expect(Set(try object(BlogPageDTO(page)).keys) == ["page", "pageSize", "total", "entries"])
        let error = try object(ErrorDTO(code: "not_found", message: "not found: product x"))
        #expect(Set(error.keys) == ["error"])
        #expect(Set(try #require(error["error"] as? [String: Any]).keys) == ["code", "message"])
    }

    @Test func aBlogEntryAlwaysHasEveryKeyAndAUTCDate() throws {
        let json = try object(BlogEntryDTO(RemoteFixtures.entries[1]))
        #expect(Set(json.keys) == ["id", "title", "body", "author", "publishedAt", "tags"])
        #expect(json["publishedAt"] as? String == "2023-11-15T22:13:20.250Z")
        #expect(try object(BlogEntryDTO(RemoteFixtures.entries[0]))["publishedAt"] as? String == "2023-11-14T22:13:20Z")
    }
}
