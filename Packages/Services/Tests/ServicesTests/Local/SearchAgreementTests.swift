import Domain
import Testing

@testable import Services

/// The index must give exactly the naive scan's answers: same results, same order, same totals.
@Suite struct SearchAgreementTests {
    private static let catalog = Catalog.generate(
        productCount: 1_500, blogEntryCount: 0, seed: 11, includeHostileSamples: true)

    /// Queries made from the catalog's own words: whole words, prefixes of 1...4 letters, pairs and
    /// triples, different cases and accents, and misses.
    static func queries(from products: [Product] = catalog.products) -> [String] {
        var random = CatalogRandom(seed: 99)
        var words: [String] = []
        for product in products {
            for text in [product.name, product.brand, product.description] {
                words += text.split(separator: " ").map(String.init)
            }
        }
        var queries = ["", "oak", "oa ch", "café", "CAFE", "søndergaard", "zzz", "31m", "p", "a b c", "bouclé"]
        for _ in 0..<300 {
            let count = random.int(in: 1...3)
            var parts: [String] = []
            for _ in 0..<count {
                let word = random.pick(words)
                switch random.below(4) {
                case 0: parts.append(word)
                case 1: parts.append(String(word.prefix(random.int(in: 1...4))))
                case 2: parts.append(word.uppercased())
                default: parts.append(word + "q")  // usually a miss
                }
            }
            queries.append(parts.joined(separator: " "))
        }
        return queries
    }

    /// Every query, the limit it is asked with and the naive scan's answer. The scan is the slow
    /// part (about 3 s of CPU in a debug build), so both tests below share one run of it.
    private static let scanned: [(query: String, limit: Int, answer: ProductSearch)] = {
        let naive = NaiveProductSearch(products: catalog.products)
        var random = CatalogRandom(seed: 5)
        return queries().map { query in
            let limit = random.pick([1, 5, 20, 100])
            return (query, limit, naive.search(query, limit: limit))
        }
    }()

    @Test func theIndexAndTheNaiveScanAgreeOnEveryQuery() {
        let index = SearchIndex(products: Self.catalog.products)
        for (query, limit, fromScan) in Self.scanned {
            let fromIndex = index.search(query, limit: limit)
            #expect(fromIndex.total == fromScan.total, "total for \(query.debugDescription)")
            #expect(fromIndex.results.map(\.id) == fromScan.results.map(\.id), "results for \(query.debugDescription)")
        }
    }

    /// Equal ranks fall back to name, id and position as `String` orders them; the index sorts names
    /// on integer keys, so the cases where bytes and `String` disagree are checked here: the same
    /// name precomposed and decomposed, ids that do not ascend ("p-10" before "p-9"), a repeated id.
    @Test func tiesAreBrokenAsTheScanBreaksThem() throws {
        let products = try [
            TestProducts.make("p-3", name: "Cafe\u{301} Mug"), TestProducts.make("p-1", name: "Café Mug"),
            TestProducts.make("p-2", name: "Café Mug"), TestProducts.make("p-9", name: "Oak Mug"),
            TestProducts.make("p-10", name: "Oak Mug"), TestProducts.make("p-5", name: "Ash Mug"),
            TestProducts.make("p-5", name: "Ash Mug"), TestProducts.make("p-4", name: "ash Mug"),
        ]
        let index = SearchIndex(products: products)
        let naive = NaiveProductSearch(products: products)
        for query in ["mug", "caf", "oak", "ash"] {
            let fromIndex = index.search(query, limit: 20).results.map(\.id.rawValue)
            #expect(fromIndex == naive.search(query, limit: 20).results.map(\.id.rawValue), "\(query)")
        }
        #expect(
            index.search("mug", limit: 20).results.map(\.id.rawValue) == [
                "p-5", "p-5", "p-1", "p-2", "p-3", "p-10", "p-9", "p-4",
            ])
    }

    @Test func theQueriesExerciseHitsAndMisses() {
        let totals = Self.scanned.map(\.answer.total)
        #expect(totals.filter { $0 == 0 }.count > 20)
        #expect(totals.filter { $0 > 100 }.count > 20)
    }
}
