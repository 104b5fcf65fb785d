import Testing

@testable import TerminalUI

@Suite struct ScreenTests {
    @Test func plainTextShowsTitleBodyStatusAndFooterWithTheSpinnerMarker() {
        let screen = Screen(
            title: "Blog",
            lines: [Line([.spinner(), " Loading entry 1…"]), "second"],
            footer: [KeyHint("q", "quit"), KeyHint("esc", "back")],
            status: "cart: 3 items")
        #expect(
            screen.plainText == """
                Blog
                ⠿ Loading entry 1…
                second
                cart: 3 items
                q quit  esc back
                """)
        #expect(screen.containsSpinner)
    }

    @Test func scrollsJustEnoughToKeepTheFocusedLineVisible() {
        var screen = Screen(title: "List", lines: (0..<20).map { Line("row \($0)") })
        #expect(screen.firstVisibleLine(bodyHeight: 5) == 0)
        screen.focusedLine = 7
        #expect(screen.firstVisibleLine(bodyHeight: 5) == 3)
        screen.scrollOffset = 6
        #expect(screen.firstVisibleLine(bodyHeight: 5) == 6)
        screen.focusedLine = 2
        #expect(screen.firstVisibleLine(bodyHeight: 5) == 2)
    }

    @Test func scrollOffsetNeverShowsPastTheEnd() {
        let screen = Screen(title: "List", lines: (0..<10).map { Line("row \($0)") }, scrollOffset: 50)
        #expect(screen.firstVisibleLine(bodyHeight: 4) == 6)
        #expect(screen.firstVisibleLine(bodyHeight: 40) == 0)
    }
}
