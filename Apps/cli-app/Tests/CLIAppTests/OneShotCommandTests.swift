import Domain
import Foundation
import Services
import Testing

@testable import CLIApp

/// Every one-shot command on the embedded data, in-process: the features' real models and views,
/// human output and `--json`, exit codes.
@Suite struct OneShotCommandTests {
    private let app: CommandSandbox

    init() throws {
        app = try CommandSandbox()
    }

    /// The first in-stock SKU of the standard catalog's first search result for "oak".
    private var oakSKU: SKU {
        get throws {
            let product = try #require(Catalog.standard.products.first { $0.name.contains("Oak") && $0.isInStock })
            return try #require(product.skus.first { $0.isInStock })
        }
    }

    // MARK: - blog

    @Test func blogListPrintsTheFeaturesTableOfTheNewestEntries() async throws {
        let run = await app.run(["blog", "list"])
        #expect(run.code == 0)
        #expect(run.errorLines.isEmpty)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Blog")
        let newest = try #require(Catalog.standard.blogEntries.max { $0.publishedAt < $1.publishedAt })
        #expect(lines.contains { $0.contains(newest.title) })
        #expect(!run.output.contains("\u{1B}"), "no colours off a terminal")
    }

    @Test func blogListJSONHasTheDocumentedShape() async throws {
        let page = try await app.json(["blog", "list", "--page", "2"])
        #expect(Set(page.keys) == ["page", "pageSize", "totalItems", "totalPages", "hasNextPage", "entries"])
        #expect(page["page"] as? Int == 2)
        #expect(page["pageSize"] as? Int == 20)
        #expect(page["totalItems"] as? Int == Catalog.standard.blogEntries.count)
        let entries = try #require(page["entries"] as? [[String: Any]])
        #expect(entries.count == 20)
        #expect(Set(entries[0].keys) == ["id", "title", "author", "publishedAt", "tags", "summary"])
    }

    @Test func aBlogPagePastTheEndIsAFailure() async {
        let run = await app.run(["blog", "list", "--page", "999"])
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: there is no page 999: the blog has 3 pages"])
        #expect(run.output.isEmpty)
    }

    @Test func blogShowPrintsTheEntryWithItsTitleFirst() async throws {
        let entry = try #require(Catalog.standard.blogEntries.first { $0.id == 1 })
        let run = await app.run(["blog", "show", "1"])
        #expect(run.code == 0)
        #expect(run.output.split(separator: "\n").first.map(String.init) == entry.title)
        #expect(run.output.contains(entry.author))
    }

    @Test func blogShowJSONHasTheDocumentedShape() async throws {
        let entry = try await app.json(["blog", "show", "1"])
        #expect(Set(entry.keys) == ["id", "title", "author", "publishedAt", "tags", "body"])
        #expect(entry["id"] as? Int == 1)
        let published = try #require(entry["publishedAt"] as? String)
        #expect(ISO8601DateFormatter().date(from: published) != nil)
    }

    // MARK: - products

    @Test func productsSearchPrintsTheResultsAndTheirCount() async throws {
        let run = await app.run(["products", "search", "oak", "--limit", "3"])
        #expect(run.code == 0)
        let lines = run.output.split(separator: "\n").map(String.init)
        #expect(lines.first == "Search products")
        let expected = ProductService.local(catalog: .standard)
        let search = try await expected.search("oak", 3)
        for product in search.results {
            #expect(lines.contains { $0.contains(product.name) }, "\(product.name) missing")
        }
        #expect(run.output.contains("3 of \(search.total) matches for “oak”"))
    }

    @Test func productsSearchJSONHasTheDocumentedShape() async throws {
        let search = try await app.json(["products", "search", "oak", "--limit", "3"])
        #expect(Set(search.keys) == ["query", "total", "results"])
        #expect(search["query"] as? String == "oak")
        let results = try #require(search["results"] as? [[String: Any]])
        #expect(results.count == 3)
        #expect(try #require(search["total"] as? Int) >= 3)
        for result in results {
            #expect(Set(result.keys).isSubset(of: ["id", "name", "brand", "category", "price", "inStock", "rating"]))
            #expect(Set(result.keys).isSuperset(of: ["id", "name", "brand", "category", "price", "inStock"]))
            let price = try #require(result["price"] as? [String: Any])
            #expect(Set(price.keys) == ["currency", "low", "high", "onSale", "formatted"])
        }
    }

    @Test func aSearchWithoutMatchesIsAnEmptyResultNotAFailure() async throws {
        let search = try await app.json(["products", "search", "zzqxwv"])
        #expect(search["total"] as? Int == 0)
        #expect((search["results"] as? [Any])?.isEmpty == true)
        let run = await app.run(["products", "search", "zzqxwv"])
        #expect(run.code == 0)
        #expect(run.errorLines.isEmpty)
    }

    @Test func productsShowListsEverySKU() async throws {
        let product = try #require(Catalog.standard.products.first)
        let run = await app.run(["products", "show", product.id.rawValue])
        #expect(run.code == 0)
        #expect(run.output.split(separator: "\n").first.map(String.init) == product.name)
        for sku in product.skus {
            #expect(run.output.contains(sku.id.rawValue), "\(sku.id) missing")
        }
    }

    @Test func productsShowJSONHasTheDocumentedShape() async throws {
        let product = try #require(Catalog.standard.products.first)
        let document = try await app.json(["products", "show", product.id.rawValue])
        #expect(
            Set(document.keys).isSuperset(of: [
                "id", "name", "description", "brand", "category", "price", "inStock", "colours", "sizes", "skus",
            ]))
        let skus = try #require(document["skus"] as? [[String: Any]])
        #expect(skus.count == product.skus.count)
        #expect(Set(skus[0].keys).isSuperset(of: ["id", "variant", "price", "stock", "inStock"]))
        let price = try #require(skus[0]["price"] as? [String: Any])
        #expect(Set(price.keys).isSuperset(of: ["currency", "regular", "current", "onSale"]))
    }

    // MARK: - cart

    @Test func anEmptyCartShowsAsEmpty() async throws {
        let run = await app.run(["cart"])
        #expect(run.code == 0)
        #expect(run.output.hasPrefix("Cart\n"))
        let cart = try await app.json(["cart", "show"])
        #expect(Set(cart.keys) == ["itemCount", "lines", "subtotal", "savings", "total"])
        #expect(cart["itemCount"] as? Int == 0)
        #expect(cart["total"] as? String == "0.00")
    }

    @Test func addRemoveAndClearPrintTheCartAfterTheChange() async throws {
        let sku = try oakSKU
        let added = try await app.json(["cart", "add", sku.id.rawValue, "--quantity", "2"])
        #expect(Set(added.keys) == ["currency", "itemCount", "lines", "subtotal", "savings", "total"])
        #expect(added["itemCount"] as? Int == 2)
        let line = try #require((added["lines"] as? [[String: Any]])?.first)
        #expect(line["sku"] as? String == sku.id.rawValue)
        #expect(line["quantity"] as? Int == 2)
        #expect(
            Set(line.keys) == [
                "sku", "productId", "productName", "variant", "quantity", "unitPrice", "regularTotal", "savings",
                "total",
            ])

        let shown = await app.run(["cart", "show"])
        #expect(shown.code == 0)
        #expect(shown.output.hasPrefix("Cart · 2 items\n"))
        #expect(shown.output.contains(sku.variantName))

        let removed = try await app.json(["cart", "remove", sku.id.rawValue])
        #expect(removed["itemCount"] as? Int == 0)
        _ = try await app.json(["cart", "add", sku.id.rawValue])
        let cleared = try await app.json(["cart", "clear"])
        #expect(cleared["itemCount"] as? Int == 0)
    }

    @Test func addingAnOutOfStockSKUFailsAndKeepsTheCart() async throws {
        let soldOut = try #require(
            Catalog.standard.products.lazy.flatMap(\.skus).first { !$0.isInStock })
        let run = await app.run(["cart", "add", soldOut.id.rawValue])
        #expect(run.code == 1)
        #expect(run.errorLines == ["error: \(soldOut.id.rawValue) is out of stock"])
        #expect(run.output.isEmpty)
        #expect(try await app.json(["cart"])["itemCount"] as? Int == 0)
    }

    @Test func aCorruptCartFileIsOneLineThatSaysWhereItWent() async throws {
        try Data("{ not a cart".utf8).write(to: app.dataDirectory.url.appendingPathComponent("cart.json"))
        let run = await app.run(["cart", "show"])
        #expect(run.code == 1)
        #expect(run.errorLines.count == 1)
        #expect(run.errorLines.first?.hasPrefix("error: the cart file was corrupt; it was moved to ") == true)
        // It was moved aside: the next run starts from an empty cart.
        #expect(try await app.json(["cart"])["itemCount"] as? Int == 0)
    }

    // MARK: - trace

    @Test func traceWritesEachTransitionWithItsOriginToStderr() async throws {
        let traced = await app.run(["blog", "show", "1", "--trace"])
        let plain = await app.run(["blog", "show", "1"])
        #expect(traced.code == 0)
        #expect(traced.output == plain.output, "tracing must not change stdout")
        // One format for one-shot and interactive runs: `trace: origin [StateType] previous -> next`,
        // the origin being the `observe` call's `file:line function`. (The tracer is process-wide and
        // other tests run commands in parallel: look at this command's state type.)
        #expect(traced.errorLines.allSatisfy { $0.hasPrefix("trace: ") }, "\(traced.errorLines)")
        let transitions = traced.errorLines.filter { $0.contains("[BlogEntryViewState]") && $0.contains(" -> ") }
        #expect(transitions.count >= 2)
        for line in transitions {
            #expect(line.hasPrefix("trace: BlogFeature/BlogFeature.swift:"), "\(line)")
        }
        #expect(transitions.contains { $0.hasSuffix("[BlogEntryViewState] initialized(entry 1) -> loading") })
        #expect(plain.errorLines.isEmpty)
    }
}
