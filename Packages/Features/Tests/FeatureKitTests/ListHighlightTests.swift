import FeatureKit
import TerminalUI
import Testing

struct ListHighlightTests {
    @Test(arguments: [Key.up, .character("k")])
    func upMovesOneRowUpAndStopsAtTheFirst(key: Key) {
        #expect(ListHighlight.row(after: key, from: 2, count: 3) == 1)
        #expect(ListHighlight.row(after: key, from: 0, count: 3) == 0)
    }

    @Test(arguments: [Key.down, .character("j")])
    func downMovesOneRowDownAndStopsAtTheLast(key: Key) {
        #expect(ListHighlight.row(after: key, from: 1, count: 3) == 2)
        #expect(ListHighlight.row(after: key, from: 2, count: 3) == 2)
        #expect(ListHighlight.row(after: key, from: 0, count: 0) == 0)
    }

    @Test func anotherKeyMovesNothing() {
        #expect(ListHighlight.row(after: .enter, from: 1, count: 3) == nil)
        #expect(ListHighlight.row(after: .character("r"), from: 1, count: 3) == nil)
    }
}
