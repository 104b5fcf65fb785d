import Testing

@testable import TerminalUI

@Suite struct TableTests {
    private let prices = [
        Table.Row(texts: ["日本茶", "$5.00"]),
        Table.Row(texts: ["Oak", "$120.00"]),
    ]

    @Test func alignsColumnsByDisplayWidthWithWideCharacters() {
        let table = Table(
            columns: [.init("Name"), .init("Price", alignment: .right)], rows: prices)
        let lines = table.lines(width: 40)
        #expect(
            lines.map(\.plainText) == [
                "Name      Price",
                "日本茶    $5.00",
                "Oak     $120.00",
            ])
        #expect(lines.allSatisfy { $0.displayWidth == 15 })
    }

    @Test func fillColumnTakesTheRestAndTruncatesWideTextWithAnEllipsis() {
        let table = Table(
            columns: [.init("Name", width: .fill(minimum: 4)), .init("Price", alignment: .right)], rows: prices)
        #expect(table.columnWidths(totalWidth: 14) == [5, 7])
        let lines = table.lines(width: 14)
        #expect(lines[1].plainText == "日本…    $5.00")
        #expect(lines.allSatisfy { $0.displayWidth == 14 })
    }

    @Test func fitColumnsShrinkWidestFirstWhenSpaceIsShort() {
        let table = Table(
            columns: [.init("A"), .init("B")],
            rows: [Table.Row(texts: [String(repeating: "a", count: 20), String(repeating: "b", count: 10)])])
        let widths = table.columnWidths(totalWidth: 20)
        #expect(widths.reduce(0, +) == 18)
        #expect(widths.allSatisfy { $0 >= 3 })
        #expect(table.lines(width: 20).allSatisfy { $0.displayWidth <= 20 })
    }

    @Test func selectedRowIsMarkedInTheGutterAndInverted() {
        let table = Table(
            columns: [.init("Name"), .init("Price", alignment: .right)], rows: prices, selectedRow: 1)
        let lines = table.lines(width: 40)
        #expect(lines.map(\.plainText) == ["  Name      Price", "  日本茶    $5.00", "› Oak     $120.00"])
        #expect(lines[2].spans.allSatisfy { $0.style.inverse })
        #expect(!lines[1].spans.contains { $0.style.inverse })
        #expect(table.lineIndex(ofRow: 1) == 2)
    }

    @Test func missingCellsAreBlankAndSpinnerCellsKeepTheirWidth() {
        let table = Table(
            columns: [.init("Name", width: .fixed(6)), .init("State", width: .fixed(3))],
            rows: [Table.Row([Span("Oak")]), Table.Row([Span("Pine"), .spinner()])], showsHeader: false)
        let lines = table.lines(width: 40)
        #expect(lines.map(\.plainText) == ["Oak" + String(repeating: " ", count: 8), "Pine    ⠿  "])
        #expect(lines[1].containsSpinner)
    }

    @Test(arguments: HostileText.samples)
    func hostileCellTextIsSanitised(hostile: String) {
        let table = Table(columns: [.init("Name", width: .fill())], rows: [Table.Row(texts: [hostile])])
        for line in table.lines(width: 30) {
            #expect(!line.plainText.unicodeScalars.contains(where: HostileText.isControl))
        }
    }
}
