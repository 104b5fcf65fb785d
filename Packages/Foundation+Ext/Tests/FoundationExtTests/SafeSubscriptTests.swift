import FoundationExt
import Testing

struct SafeSubscriptTests {
    @Test func anIndexInsideTheCollectionGivesTheElement() {
        let rows = ["first", "second", "third"]
        #expect(rows[safe: 0] == "first")
        #expect(rows[safe: 2] == "third")
    }

    @Test func anIndexPastTheEndOrBeforeTheStartGivesNil() {
        let rows = ["first", "second"]
        #expect(rows[safe: 2] == nil)
        #expect(rows[safe: -1] == nil)
        #expect(rows[safe: Int.max] == nil)
    }

    @Test func anEmptyCollectionHasNoElementAtItsStart() {
        let empty: [Int] = []
        #expect(empty[safe: 0] == nil)
    }

    @Test func worksOnSlicesWhoseIndicesDoNotStartAtZero() {
        let slice = [10, 20, 30, 40][2...]
        #expect(slice[safe: 0] == nil)
        #expect(slice[safe: 2] == 30)
        #expect(slice[safe: 3] == 40)
        #expect(slice[safe: 4] == nil)
    }

    @Test func worksOnStringsWithTheirOwnIndices() {
        let word = "héllo"
        #expect(word[safe: word.startIndex] == "h")
        #expect(word[safe: word.endIndex] == nil)
    }
}
