import Foundation
import ProcessTestSupport

/// Real ids from the embedded catalog, discovered once per test run through the CLI itself
/// (`products search --json`, then `products show --json`), so the tests never hard-code ids.
enum CatalogSamples {
    /// A product id that `products search oak` finds.
    static func oakProductID() async throws -> String {
        let cli = try await CLI.make()
        let search = try await cli.json(["products", "search", "oak"])
        guard let results = search["results"] as? [[String: Any]], let id = identifier(results.first?["id"]) else {
            throw ProcessFailure(description: "`products search oak` found nothing: \(search)")
        }
        return id
    }

    /// At least `count` distinct SKU ids that are in stock, in a fixed order.
    static func inStockSKUs(count: Int) async throws -> [String] {
        let all = try await discovered.value
        guard all.count >= count else {
            throw ProcessFailure(description: "the catalog has only \(all.count) in-stock SKUs that search reaches")
        }
        return Array(all.prefix(count))
    }

    /// How many SKUs the discovery collects: enough for the concurrent-cart test (400) and spares.
    private static let wanted = 460

    private static let discovered = Task<[String], any Error> {
        let cli = try await CLI.make()
        var productIDs: [String] = []
        var seenProducts: Set<String> = []
        var pendingTerms = ["oak", "shirt", "a", "e", "o", "i", "u", "s", "t", "r", "n", "l"]
        var triedTerms: Set<String> = []
        var skus: [String] = []
        var seenSKUs: Set<String> = []
        // Bounded: at most 60 searches and 200 product lookups.
        var searches = 0
        var nextProduct = 0
        while skus.count < wanted, searches < 60 || nextProduct < productIDs.count {
            if nextProduct < productIDs.count, nextProduct < 200 {
                let product = try await cli.json(["products", "show", productIDs[nextProduct]])
                nextProduct += 1
                for sku in product["skus"] as? [[String: Any]] ?? [] {
                    guard let id = identifier(sku["id"]), (sku["inStock"] as? Bool) == true,
                        ((sku["stock"] as? NSNumber)?.intValue ?? 0) >= 1, seenSKUs.insert(id).inserted
                    else { continue }
                    skus.append(id)
                }
                // Words of the names found so far widen the search.
                if let name = product["name"] as? String {
                    for word in name.lowercased().split(whereSeparator: { !$0.isLetter }) where word.count >= 3 {
                        if !triedTerms.contains(String(word)) { pendingTerms.append(String(word)) }
                    }
                }
                continue
            }
            guard searches < 60, let term = pendingTerms.first else { break }
            pendingTerms.removeFirst()
            guard triedTerms.insert(term).inserted else { continue }
            searches += 1
            let result = try await cli.run(["products", "search", term, "--limit", "100", "--json"])
            guard result.termination == .exited(0),
                let object = try? JSONSerialization.jsonObject(with: Data(result.standardOutputBytes)) as? [String: Any]
            else { continue }
            for summary in object["results"] as? [[String: Any]] ?? [] {
                if let id = identifier(summary["id"]), seenProducts.insert(id).inserted { productIDs.append(id) }
            }
        }
        return skus
    }
}
