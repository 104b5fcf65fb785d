import Domain
import Foundation
import Testing

@testable import CLIApp

@Suite struct JSONOutputTests {
    private func object(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func keysAreSortedAndTheOutputEndsWithANewline() throws {
        let text = try JSONOutput.encode(BlogEntryDocument(Fixtures.entry()))
        #expect(text.hasSuffix("}\n"))
        let keys = text.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("  \"") else { return nil }
            return line.split(separator: "\"")[1].description
        }
        #expect(keys == ["author", "body", "id", "publishedAt", "tags", "title"])
        #expect(text.contains("\"publishedAt\" : \"2026-01-01T00:00:00Z\""))
    }

    @Test func productDocumentHasTheDocumentedShape() throws {
        let json = try object(try JSONOutput.encode(ProductDocument(try Fixtures.oakTable())))
        #expect(
            Set(json.keys) == [
                "id", "name", "description", "brand", "category", "price", "inStock", "rating", "colours", "sizes",
                "skus",
            ])
        let price = try #require(json["price"] as? [String: Any])
        #expect(price["low"] as? String == "150.00")
        #expect(price["high"] as? String == "300.00")
        #expect(price["onSale"] as? Bool == true)
        #expect(price["currency"] as? String == "USD")
        let skus = try #require(json["skus"] as? [[String: Any]])
        #expect(skus.count == 2)
        #expect(skus[0]["id"] as? String == "OAK-S")
        #expect(skus[0]["colour"] == nil)
        #expect(skus[0]["size"] as? String == "Small")
        let skuPrice = try #require(skus[0]["price"] as? [String: Any])
        #expect(skuPrice["regular"] as? String == "200.00")
        #expect(skuPrice["sale"] as? String == "150.00")
        #expect(skuPrice["current"] as? String == "150.00")
        #expect(skus[1]["inStock"] as? Bool == false)
        #expect(json["sizes"] as? [String] == ["Small", "Large"])
    }

    @Test func searchDocumentListsSummaries() throws {
        let search = ProductSearch(query: "oak", results: [try Fixtures.oakTable()], total: 7)
        let json = try object(try JSONOutput.encode(ProductSearchDocument(search)))
        #expect(json["query"] as? String == "oak")
        #expect(json["total"] as? Int == 7)
        let results = try #require(json["results"] as? [[String: Any]])
        #expect(Set(results[0].keys) == ["id", "name", "brand", "category", "price", "inStock", "rating"])
    }

    @Test func blogPageDocumentCarriesPagingAndSummaries() throws {
        let page = Page(items: [Fixtures.entry(id: 3), Fixtures.entry(id: 2)], number: 2, pageSize: 2, totalItems: 5)
        let json = try object(try JSONOutput.encode(BlogPageDocument(page)))
        #expect(json["page"] as? Int == 2)
        #expect(json["totalPages"] as? Int == 3)
        #expect(json["hasNextPage"] as? Bool == true)
        let entries = try #require(json["entries"] as? [[String: Any]])
        #expect(entries.map { $0["id"] as? Int } == [3, 2])
        #expect(entries[0]["summary"] as? String == "Oil it.")
        #expect(entries[0]["body"] == nil)
    }

    @Test func cartDocumentHasTotalsAsDecimalStrings() throws {
        let product = try Fixtures.oakTable()
        var cart = Cart()
        try cart.add(try #require(product.sku(id: "OAK-S")), of: product, quantity: 2)
        let json = try object(try JSONOutput.encode(CartDocument(cart)))
        #expect(json["itemCount"] as? Int == 2)
        #expect(json["currency"] as? String == "USD")
        #expect(json["subtotal"] as? String == "400.00")
        #expect(json["savings"] as? String == "100.00")
        #expect(json["total"] as? String == "300.00")
        let line = try #require((json["lines"] as? [[String: Any]])?.first)
        #expect(
            Set(line.keys) == [
                "sku", "productId", "productName", "variant", "quantity", "unitPrice", "regularTotal", "savings",
                "total",
            ])
        let empty = try object(try JSONOutput.encode(CartDocument(Cart())))
        #expect(empty["currency"] == nil)
        #expect(empty["total"] as? String == "0.00")
    }

    @Test func hostileTextIsEscapedInJSON() throws {
        let entry = BlogEntry(
            id: 9, title: "\u{1B}]0;pwned\u{07}", body: "\u{1B}[2J", author: "x",
            publishedAt: Date(timeIntervalSince1970: 0))
        let text = try JSONOutput.encode(BlogEntryDocument(entry))
        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(try object(text)["title"] as? String == "\u{1B}]0;pwned\u{07}")
    }
}
