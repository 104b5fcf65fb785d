import Testing

@testable import Domain

struct ProductSearchTests {
    @Test func keepsTheQueryAndTheResultsInRankOrder() throws {
        let tee = try Fixture.tee()
        let mug = try Fixture.euroMug()
        let search = ProductSearch(query: "acme", results: [mug, tee], total: 12)
        #expect(search.query == "acme")
        #expect(search.results.map(\.id) == ["mug", "tee"])
        #expect(search.total == 12)
        #expect(!search.isEmpty)
    }

    @Test func theTotalIsNeverBelowTheResultsReturned() throws {
        let search = ProductSearch(query: "tee", results: [try Fixture.tee()], total: 0)
        #expect(search.total == 1)
    }

    @Test func noMatchesIsEmpty() {
        let search = ProductSearch(query: "zzz", results: [], total: -4)
        #expect(search.isEmpty)
        #expect(search.total == 0)
    }
}
