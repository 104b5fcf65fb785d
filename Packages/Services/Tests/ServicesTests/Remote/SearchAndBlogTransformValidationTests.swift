import Domain
import Foundation
import Testing

@testable import Services

/// The rules of the search, blog entry and blog page transforms, as tables.
@Suite struct SearchAndBlogTransformValidationTests {
    static func entry(id: Int = 1) -> BlogEntryDTO {
        BlogEntryDTO(
            id: id, title: "Oak", body: "Oil it.", author: "Ada", publishedAt: "2024-05-01T09:30:00Z", tags: ["oak"])
    }

    struct EntryCase: CustomTestStringConvertible, Sendable {
        let name: String
        let spoil: @Sendable (inout BlogEntryDTO) -> Void
        let message: String
        var testDescription: String { name }
    }

    static let entryCases: [EntryCase] = [
        EntryCase(name: "id zero", spoil: { $0.id = 0 }, message: "id: 0 is not a blog entry id (ids start at 1)"),
        EntryCase(name: "empty title", spoil: { $0.title = "" }, message: "title: a blog entry needs a title"),
        EntryCase(name: "blank author", spoil: { $0.author = " \n" }, message: "author: a blog entry needs an author"),
        EntryCase(
            name: "words for a date", spoil: { $0.publishedAt = "yesterday" },
            message: "publishedAt: 'yesterday' is not an ISO 8601 date"),
        EntryCase(
            name: "month 13", spoil: { $0.publishedAt = "2024-13-01T00:00:00Z" },
            message: "publishedAt: '2024-13-01T00:00:00Z' is not an ISO 8601 date"),
        EntryCase(
            name: "no time", spoil: { $0.publishedAt = "" }, message: "publishedAt: '' is not an ISO 8601 date"),
    ]

    @Test(arguments: entryCases)
    func aBrokenBlogEntryFieldIsABadPayloadNamingIt(_ testCase: EntryCase) {
        var dto = Self.entry()
        testCase.spoil(&dto)
        #expect(throws: ServiceError.badPayload(testCase.message)) { try BlogEntry(dto: dto) }
    }

    @Test func datesWithAnOffsetOrMillisecondsAreRead() throws {
        var dto = Self.entry()
        dto.publishedAt = "2024-05-01T11:30:00+02:00"
        #expect(try BlogEntry(dto: dto).publishedAt == Date(timeIntervalSince1970: 1_714_555_800))
        dto.publishedAt = "2024-05-01T09:30:00.250Z"
        #expect(try BlogEntry(dto: dto).publishedAt == Date(timeIntervalSince1970: 1_714_555_800.25))
    }

    struct PageCase: CustomTestStringConvertible, Sendable {
        let name: String
        let page: BlogPageDTO
        let message: String
        var testDescription: String { name }
    }

    static let pageCases: [PageCase] = [
        PageCase(
            name: "page zero", page: BlogPageDTO(page: 0, pageSize: 10, total: 1, entries: [entry()]),
            message: "page: 0 is below 1"),
        PageCase(
            name: "page size zero", page: BlogPageDTO(page: 1, pageSize: 0, total: 0, entries: []),
            message: "pageSize: 0 is below 1"),
        PageCase(
            name: "more entries than the page size",
            page: BlogPageDTO(page: 1, pageSize: 1, total: 2, entries: [entry(), entry(id: 2)]),
            message: "entries: 2 entries exceed the page size 1"),
        PageCase(
            name: "total below the entries",
            page: BlogPageDTO(page: 1, pageSize: 10, total: 1, entries: [entry(), entry(id: 2)]),
            message: "total: 1 is below the 2 entries sent"),
        PageCase(
            name: "a bad entry",
            page: BlogPageDTO(
                page: 1, pageSize: 10, total: 2,
                entries: [
                    entry(), BlogEntryDTO(id: 2, title: "T", body: "", author: "A", publishedAt: "soon", tags: []),
                ]),
            message: "entries[1].publishedAt: 'soon' is not an ISO 8601 date"),
    ]

    @Test(arguments: pageCases)
    func aBrokenBlogPageIsABadPayloadNamingTheField(_ testCase: PageCase) {
        #expect(throws: ServiceError.badPayload(testCase.message)) { try Page(dto: testCase.page) }
    }

    @Test func aValidPageKeepsItsNumbers() throws {
        let page = try Page(dto: BlogPageDTO(page: 2, pageSize: 1, total: 5, entries: [Self.entry(id: 4)]))
        #expect(page.number == 2)
        #expect(page.pageSize == 1)
        #expect(page.totalItems == 5)
        #expect(page.items.map(\.id) == [4])
    }

    @Test func aSearchTotalBelowItsResultsIsABadPayload() {
        let product = ProductTransformValidationTests.valid()
        let dto = ProductSearchDTO(query: "tee", total: 1, results: [product, product])
        #expect(throws: ServiceError.badPayload("total: 1 is below the 2 results sent")) { try ProductSearch(dto: dto) }
    }

    @Test func aBadSearchResultIsNamedByItsIndex() {
        var bad = ProductTransformValidationTests.valid()
        bad.skus[1].id = ""
        let dto = ProductSearchDTO(query: "tee", total: 9, results: [ProductTransformValidationTests.valid(), bad])
        #expect(throws: ServiceError.badPayload("results[1].skus[1].id: a SKU needs an id")) {
            try ProductSearch(dto: dto)
        }
    }

    @Test func aValidSearchKeepsQueryOrderAndTotal() throws {
        let dto = ProductSearchDTO(query: "tee", total: 9, results: [ProductTransformValidationTests.valid()])
        let search = try ProductSearch(dto: dto)
        #expect(search.query == "tee")
        #expect(search.total == 9)
        #expect(search.results.map(\.id) == ["tee"])
    }
}
