import Testing

@testable import TerminalUI

@Suite struct SpanTests {
    @Test(arguments: HostileText.samples)
    func spanTextNeverHoldsAControlCharacter(hostile: String) {
        let span = Span("name " + hostile, style: .bold)
        #expect(!span.text.unicodeScalars.contains(where: HostileText.isControl))
        #expect(span.text.hasPrefix("name "))
    }

    @Test func lineBreaksAndTabsAreFlattenedIntoOneLine() {
        let span = Span("one\ntwo\tthree")
        #expect(!span.text.contains("\n"))
        #expect(!span.text.contains("\t"))
        #expect(span.text.contains("one"))
        #expect(span.text.contains("three"))
    }

    @Test func settingATitleOrStatusLaterIsSanitisedToo() {
        var screen = Screen(title: "ok")
        screen.title = "\u{1B}]0;evil\u{07}Title"
        screen.status = "cart\u{1B}[2J"
        #expect(!screen.title.unicodeScalars.contains(where: HostileText.isControl))
        #expect(!(screen.status ?? "").unicodeScalars.contains(where: HostileText.isControl))
    }

    @Test func spinnerSpanIsOneColumnWideAndShownAsAFixedMarker() {
        let spinner = Span.spinner()
        #expect(spinner.isSpinner)
        #expect(spinner.displayWidth == 1)
        #expect(spinner.text == Span.spinnerMarker)
    }

    @Test func wideCharactersCountTwoColumns() {
        #expect(Span("日本").displayWidth == 4)
        #expect(Span("ab").displayWidth == 2)
        #expect(Line([Span("日本"), Span("x")]).displayWidth == 5)
    }

    @Test func selectedRowGetsAMarkerAndInverseVideo() {
        let selected = Line.selectable([Span("Oak table")], isSelected: true)
        let other = Line.selectable([Span("Pine shelf")], isSelected: false)
        #expect(selected.plainText == "› Oak table")
        #expect(other.plainText == "  Pine shelf")
        #expect(selected.spans.allSatisfy { $0.style.inverse })
        #expect(!other.spans.contains { $0.style.inverse })
    }

    @Test func mergingStylesAddsAttributesAndPrefersTheOverlayColour() {
        let merged = Style(bold: true, foreground: .price).merged(with: Style(inverse: true, foreground: .sale))
        #expect(merged == Style(bold: true, inverse: true, foreground: .sale))
        #expect(Style.color(.price).merged(with: .selected).foreground == .price)
    }
}
