import FoundationExt

/// Turns a ``Screen`` into the exact text to write to a terminal.
///
/// A frame is a full redraw: every row of the terminal is positioned, written and cleared to its
/// end, so nothing of the previous frame survives and no scrolling ever happens. Lines are clipped
/// to the terminal's width (with an ellipsis) and the body to its height. With
/// ``ColorPolicy/monochrome`` no SGR sequence (colour or attribute) is emitted at all; only cursor
/// positioning and line clearing remain, which a full-screen app cannot do without.
///
/// Span text is already sanitised, so the only escape sequences in the output are the renderer's.
public struct ANSIRenderer: Sendable {
    public var colorPolicy: ColorPolicy

    public init(colorPolicy: ColorPolicy) {
        self.colorPolicy = colorPolicy
    }

    /// The bytes of one full frame of `screen` on a terminal of `size`, the spinner (if any) drawn
    /// at `spinnerFrame` (any integer; it wraps around the animation).
    public func frame(_ screen: Screen, size: TerminalSize, spinnerFrame: Int = 0) -> String {
        var output = ""
        for (index, line) in layout(screen, size: size).enumerated() {
            output += "\u{1B}[\(index + 1);1H"
            let clipped = Self.clip(line, toWidth: size.columns)
            output += render(clipped, spinnerFrame: spinnerFrame)
            if clipped.displayWidth < size.columns {
                // Erase the rest of the row. Not after a full row: in the pending-wrap state the
                // cursor still sits on the last column, which the erase would wipe.
                output += "\u{1B}[K"
            }
        }
        return output
    }

    /// The lines for each terminal row, unclipped: title, rule, the visible part of the body padded
    /// with empty lines, status and footer. Exactly `size.rows` lines; on a very small terminal
    /// the body goes first, then the bottom rows.
    public func layout(_ screen: Screen, size: TerminalSize) -> [Line] {
        let header = [
            Line(screen.title, style: .title),
            Line(String(repeating: "─", count: size.columns), style: .color(.muted)),
        ]
        var footer: [Line] = []
        if let status = screen.status { footer.append(Line(status, style: .color(.muted))) }
        if !screen.footer.isEmpty { footer.append(KeyHint.line(for: screen.footer)) }
        let bodyHeight = max(0, size.rows - header.count - footer.count)
        let first = screen.firstVisibleLine(bodyHeight: bodyHeight)
        var body = Array(screen.lines.dropFirst(first).prefix(bodyHeight))
        body += Array(repeating: Line.empty, count: bodyHeight - body.count)
        return Array((header + body + footer).prefix(size.rows))
    }

    /// Lines for output that is not a full-screen frame (one-shot commands): each line styled per
    /// the policy, clipped to `width` when given, and ended with a newline.
    public func text(_ lines: [Line], width: Int? = nil) -> String {
        // Appended in a loop, not mapped and `joined()`: the generic join costs a one-shot command a
        // runtime conformance lookup (about 50 µs) the first time.
        var text = ""
        for line in lines {
            text += render(width.map { Self.clip(line, toWidth: $0) } ?? line, spinnerFrame: 0)
            text += "\n"
        }
        return text
    }

    /// One line with its styles, unclipped.
    public func render(_ line: Line, spinnerFrame: Int = 0) -> String {
        var output = ""
        for span in line.spans {
            let text: String =
                switch span.content {
                case .text(let text): text
                case .spinner: Self.spinnerGlyph(frame: spinnerFrame)
                }
            if colorPolicy.usesColor, let sgr = Self.selectGraphicRendition(span.style) {
                output += sgr + text + "\u{1B}[0m"
            } else {
                output += text
            }
        }
        return output
    }

    /// The spinner's glyph for a frame number (wrapping, negative numbers allowed).
    public static func spinnerGlyph(frame: Int) -> String {
        let count = Span.spinnerFrames.count
        return Span.spinnerFrames[((frame % count) + count) % count]
    }

    /// A line cut to `width` columns; a cut span ends in an ellipsis.
    public static func clip(_ line: Line, toWidth width: Int) -> Line {
        guard line.displayWidth > width else { return line }
        var remaining = max(0, width)
        var spans: [Span] = []
        for span in line.spans {
            guard remaining > 0 else { break }
            let spanWidth = span.displayWidth
            if spanWidth <= remaining {
                spans.append(span)
                remaining -= spanWidth
            } else {
                spans.append(Span(span.text.truncated(toWidth: remaining, ellipsis: "…"), style: span.style))
                break
            }
        }
        return Line(spans)
    }

    /// The SGR sequence for a style, `nil` for the plain style.
    static func selectGraphicRendition(_ style: Style) -> String? {
        var parameters: [Int] = []
        if style.bold { parameters.append(1) }
        if style.dim { parameters.append(2) }
        if style.underline { parameters.append(4) }
        if style.inverse { parameters.append(7) }
        if let color = style.foreground { parameters.append(color.foregroundCode) }
        guard !parameters.isEmpty else { return nil }
        return "\u{1B}[" + parameters.map(String.init).joined(separator: ";") + "m"
    }
}
