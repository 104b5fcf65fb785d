import Testing

@testable import TerminalUI

@Suite struct ANSIRendererTests {
    private let screen = Screen(
        title: "Shop",
        lines: [
            Line([Span("Oak", style: .bold), Span(" $5", style: .color(.price))]),
            Line.selectable(["Pine"], isSelected: true),
        ],
        footer: [KeyHint("q", "quit")],
        status: "st")

    @Test func monochromeFrameIsExactlyPositionedPlainRows() {
        let frame = ANSIRenderer(colorPolicy: .monochrome).frame(screen, size: TerminalSize(columns: 12, rows: 7))
        let rule = String(repeating: "─", count: 12)
        let expected =
            "\u{1B}[1;1HShop\u{1B}[K" + "\u{1B}[2;1H\(rule)" + "\u{1B}[3;1HOak $5\u{1B}[K" + "\u{1B}[4;1H› Pine\u{1B}[K"
            + "\u{1B}[5;1H\u{1B}[K" + "\u{1B}[6;1Hst\u{1B}[K" + "\u{1B}[7;1Hq quit\u{1B}[K"
        #expect(frame == expected)
        #expect(!RendererOutput.containsSelectGraphicRendition(frame))
    }

    @Test func colouredFrameStylesSpansAndResetsAfterEach() {
        let frame = ANSIRenderer(colorPolicy: .colored).frame(screen, size: TerminalSize(columns: 12, rows: 7))
        #expect(frame.contains("\u{1B}[1;36mShop\u{1B}[0m"))
        #expect(frame.contains("\u{1B}[1mOak\u{1B}[0m\u{1B}[32m $5\u{1B}[0m"))
        #expect(frame.contains("\u{1B}[7mPine\u{1B}[0m"))
        #expect(
            RendererOutput.rows(frame) == [
                "Shop", String(repeating: "─", count: 12), "Oak $5", "› Pine", "", "st", "q quit",
            ])
    }

    @Test func monochromeOutputOfAFullyStyledScreenHasNoStyleSequenceAtAll() {
        let styled = Screen(
            title: "Styled",
            lines: Color.allCases.map {
                Line(
                    $0.foregroundCode.description,
                    style: Style(bold: true, dim: true, underline: true, inverse: true, foreground: $0))
            }
                + [Line([.spinner()])],
            footer: [KeyHint("q", "quit")], status: "status")
        let renderer = ANSIRenderer(colorPolicy: .monochrome)
        let frame = renderer.frame(styled, size: TerminalSize(columns: 30, rows: 30))
        #expect(!RendererOutput.containsSelectGraphicRendition(frame))
        // Besides positioning and line erasing, not a single escape byte.
        #expect(!RendererOutput.strippingRendererSequences(frame, includingStyles: false).contains("\u{1B}"))
        let text = renderer.text(styled.lines)
        #expect(!text.contains("\u{1B}"))
    }

    @Test func linesAreClippedToTheWidthWithAnEllipsis() {
        let long = Screen(
            title: String(repeating: "T", count: 50), lines: [Line(String(repeating: "x", count: 50)), "日本語日本語日本語"])
        let frame = ANSIRenderer(colorPolicy: .colored).frame(long, size: TerminalSize(columns: 9, rows: 5))
        let rows = RendererOutput.rows(frame)
        #expect(rows.count == 5)
        #expect(rows[0] == "TTTTTTTT…")
        #expect(rows[2] == "xxxxxxxx…")
        #expect(rows[3].hasSuffix("…"))
        #expect(rows.allSatisfy { $0.displayWidth <= 9 })
    }

    @Test func bodyIsClippedToTheHeightAndScrolledToTheFocus() {
        var list = Screen(title: "List", lines: (0..<30).map { Line("row \($0)") }, footer: [KeyHint("q", "quit")])
        let size = TerminalSize(columns: 20, rows: 6)
        let renderer = ANSIRenderer(colorPolicy: .monochrome)
        var rows = RendererOutput.rows(renderer.frame(list, size: size))
        #expect(rows.count == 6)
        #expect(Array(rows[2...4]) == ["row 0", "row 1", "row 2"])
        #expect(rows[5] == "q quit")
        list.focusedLine = 10
        rows = RendererOutput.rows(renderer.frame(list, size: size))
        #expect(Array(rows[2...4]) == ["row 8", "row 9", "row 10"])
    }

    @Test func tinyTerminalsGetOnlyTheRowsThatFit() {
        let renderer = ANSIRenderer(colorPolicy: .monochrome)
        #expect(renderer.frame(screen, size: TerminalSize(columns: 10, rows: 0)).isEmpty)
        #expect(RendererOutput.rows(renderer.frame(screen, size: TerminalSize(columns: 10, rows: 3))).count == 3)
        #expect(RendererOutput.rows(renderer.frame(screen, size: TerminalSize(columns: 0, rows: 3))) == ["", "", ""])
    }

    @Test(arguments: [ColorPolicy.colored, .monochrome])
    func hostileSpanTextCannotInjectControlBytes(policy: ColorPolicy) {
        let hostile = Screen(
            title: HostileText.samples[2],
            lines: HostileText.samples.map { Line([Span($0), Span(" | "), Span($0, style: .bold)]) }
                + Line.wrapping(HostileText.samples.joined(separator: "\n"), width: 30)
                + Table(columns: [.init("N", width: .fill())], rows: HostileText.samples.map { Table.Row(texts: [$0]) })
                .lines(width: 60),
            footer: [KeyHint("\u{1B}[2J", "\u{07}quit")], status: HostileText.samples[0])
        let frame = ANSIRenderer(colorPolicy: policy).frame(hostile, size: TerminalSize(columns: 80, rows: 100))
        let fromSpans = RendererOutput.strippingRendererSequences(frame, includingStyles: true)
        #expect(!fromSpans.unicodeScalars.contains(where: HostileText.isControl))
        #expect(fromSpans.contains("RED"))
        #expect(fromSpans.contains("CLEARED"))
    }

    @Test func spinnerIsDrawnAtTheRequestedFrame() {
        let loading = Screen(title: "Loading", lines: [Line([.spinner(), " wait"])])
        let renderer = ANSIRenderer(colorPolicy: .monochrome)
        let size = TerminalSize(columns: 20, rows: 4)
        #expect(RendererOutput.rows(renderer.frame(loading, size: size, spinnerFrame: 0))[2] == "⠋ wait")
        #expect(RendererOutput.rows(renderer.frame(loading, size: size, spinnerFrame: 1))[2] == "⠙ wait")
        #expect(ANSIRenderer.spinnerGlyph(frame: Span.spinnerFrames.count) == "⠋")
        #expect(ANSIRenderer.spinnerGlyph(frame: -1) == "⠏")
    }

    @Test func textOutputEndsEveryLineAndClipsWhenAskedTo() {
        let renderer = ANSIRenderer(colorPolicy: .monochrome)
        #expect(renderer.text(["one", "two"]) == "one\ntwo\n")
        #expect(renderer.text(["abcdef"], width: 4) == "abc…\n")
        #expect(ANSIRenderer(colorPolicy: .colored).text([Line("hi", style: .bold)]) == "\u{1B}[1mhi\u{1B}[0m\n")
    }
}
