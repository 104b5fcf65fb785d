import Domain
import Testing

@testable import Services

@Suite struct SearchIndexTests {
    private static let products: [Product] = {
        do {
            return [
                try TestProducts.make("p-1", name: "Oak Chair"),
                try TestProducts.make("p-2", name: "Oakley Stool"),
                try TestProducts.make("p-3", name: "Pine Bench", brand: "Oak & Co"),
                try TestProducts.make("p-4", name: "Ash Desk", description: "Legs of solid oak."),
                try TestProducts.make("p-5", name: "Oak Chair", stock: 0),
                try TestProducts.make("p-6", name: "Oak Armchair"),
                try TestProducts.make("p-7", name: "Café Mug", category: "Kitchen"),
                try TestProducts.make("p-8", name: "Linen Shirt", category: "Clothing"),
            ]
        } catch {
            Issue.record("fixtures: \(error)")
            return []
        }
    }()
    private let index = SearchIndex(products: SearchIndexTests.products)

    private func ids(_ query: String, limit: Int = 20) -> [String] {
        index.search(query, limit: limit).results.map(\.id.rawValue)
    }

    @Test func prefixesOfEveryWordFindTheProduct() {
        #expect(ids("oa ch") == ["p-1", "p-5"], "\"armchair\" does not start with \"ch\"")
        #expect(ids("CH OA") == ["p-1", "p-5"], "token order and case do not matter")
        #expect(ids("lin sh") == ["p-8"])
    }

    @Test func everyTokenMustMatch() {
        #expect(ids("oak shirt").isEmpty)
        #expect(index.search("oak shirt", limit: 10).total == 0)
    }

    @Test func diacriticsAndCaseAreIgnoredBothWays() {
        #expect(ids("cafe") == ["p-7"])
        #expect(ids("CAFÉ") == ["p-7"])
        #expect(ids("café mug") == ["p-7"])
    }

    @Test func rankingPutsNameOverBrandOverDescriptionWholeWordsOverPrefixesAndInStockFirst() {
        // Whole word in the name, in stock, by name: "Oak Armchair" < "Oak Chair"; then the same
        // name out of stock; then a prefix in the name; then the brand; then the description.
        #expect(ids("oak") == ["p-6", "p-1", "p-5", "p-2", "p-3", "p-4"])
    }

    @Test func categoriesRankWithBrands() {
        #expect(ids("kitchen") == ["p-7"])
        #expect(ids("cloth") == ["p-8"])
    }

    @Test func theLimitCutsResultsButNotTheTotal() {
        let search = index.search("oak", limit: 2)
        #expect(search.results.map(\.id.rawValue) == ["p-6", "p-1"])
        #expect(search.total == 6)
        #expect(index.search("oak", limit: 0).results.isEmpty)
        #expect(index.search("oak", limit: 0).total == 6)
        #expect(index.search("oak", limit: -5).results.isEmpty)
    }

    @Test func aBlankQueryFindsNothing() {
        for query in ["", "   ", "\n\t", "--", "\u{1B}"] {
            let search = index.search(query, limit: 10)
            #expect(search.results.isEmpty && search.total == 0, "query \(query.debugDescription)")
        }
    }

    @Test func theSearchReportsTheQueryAsGiven() {
        #expect(index.search("  Oak ", limit: 1).query == "  Oak ")
    }

    @Test func aMissFindsNothing() {
        #expect(ids("zzz").isEmpty)
        #expect(ids("oakz").isEmpty)
    }

    @Test func theStandardCatalogFindsOak() {
        let search = SearchIndex(products: Catalog.standard.products).search("oak", limit: 5)
        #expect(search.results.count == 5)
        #expect(search.results.allSatisfy { $0.name.contains("Oak") })
    }

    @Test func anEmptyCatalogFindsNothing() {
        #expect(SearchIndex(products: []).search("oak", limit: 5).total == 0)
    }
}
