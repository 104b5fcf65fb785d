import FoundationExt
import Testing

struct ChunkedTests {
    @Test func splitsIntoFullChunksAndARemainder() {
        #expect([1, 2, 3, 4, 5].chunked(into: 2) == [[1, 2], [3, 4], [5]])
    }

    @Test func anExactMultipleLeavesNoShortChunk() {
        #expect([1, 2, 3, 4].chunked(into: 2) == [[1, 2], [3, 4]])
    }

    @Test func aSizeLargerThanTheCollectionGivesOneChunk() {
        #expect([1, 2, 3].chunked(into: 10) == [[1, 2, 3]])
        #expect([1, 2, 3].chunked(into: Int.max) == [[1, 2, 3]])
    }

    @Test func anEmptyCollectionGivesNoChunks() {
        #expect([Int]().chunked(into: 3).isEmpty)
    }

    @Test(arguments: [0, -1, Int.min])
    func aSizeBelowOneIsTreatedAsOne(size: Int) {
        #expect(["a", "b"].chunked(into: size) == [["a"], ["b"]])
    }

    @Test func pagesKeepTheOrderAndEveryElement() {
        let results = Array(1...95)
        let pages = results.chunked(into: 20)
        #expect(pages.count == 5)
        #expect(pages.map(\.count) == [20, 20, 20, 20, 15])
        #expect(pages.flatMap { $0 } == results)
    }

    @Test func worksOnNonArrayCollections() {
        #expect("abcde".chunked(into: 2) == [["a", "b"], ["c", "d"], ["e"]])
    }
}
