import Testing

@testable import Domain

struct PageTests {
    @Test(
        "Counts the pages needed for all items",
        arguments: [
            (0, 10, 1), (1, 10, 1), (9, 10, 1), (10, 10, 1), (11, 10, 2), (25, 10, 3), (30, 10, 3), (7, 1, 7),
            (Int.max, 1, Int.max), (Int.max, 10, Int.max / 10 + 1), (Int.max, Int.max, 1),
        ])
    func countsThePages(totalItems: Int, pageSize: Int, expected: Int) {
        let page = Page<Int>(items: [], number: 1, pageSize: pageSize, totalItems: totalItems)
        #expect(page.totalPages == expected)
    }

    @Test(
        "Has a next page until the last",
        arguments: [(1, 25, true), (2, 25, true), (3, 25, false), (4, 25, false), (1, 10, false), (1, 0, false)])
    func hasANextPageUntilTheLast(number: Int, totalItems: Int, expected: Bool) {
        let page = Page<Int>(items: [], number: number, pageSize: 10, totalItems: totalItems)
        #expect(page.hasNextPage == expected)
    }

    @Test func noItemsIsOneEmptyPage() {
        let page = Page<String>(items: [], number: 1, pageSize: 20, totalItems: 0)
        #expect(page.items.isEmpty)
        #expect(page.totalPages == 1)
        #expect(!page.hasNextPage)
    }

    @Test func nonsenseNumbersAreClampedNotTrusted() {
        let page = Page<Int>(items: [1], number: 0, pageSize: 0, totalItems: -5)
        #expect(page.number == 1)
        #expect(page.pageSize == 1)
        #expect(page.totalItems == 0)
        #expect(page.totalPages == 1)
    }

    @Test func pagesWithTheSameContentAreEqual() {
        let page = Page(items: ["a", "b"], number: 2, pageSize: 2, totalItems: 5)
        #expect(page == Page(items: ["a", "b"], number: 2, pageSize: 2, totalItems: 5))
        #expect(page != Page(items: ["a", "b"], number: 3, pageSize: 2, totalItems: 5))
    }
}
