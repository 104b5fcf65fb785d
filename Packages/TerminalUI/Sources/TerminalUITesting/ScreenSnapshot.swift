import TerminalUI

/// A screen as a terminal of one size shows it, as two texts for a committed snapshot: ``text``,
/// the characters of every row (title, rule, body, status, footer, clipped as the renderer clips
/// them, the spinner at its fixed marker `⠿`), and ``styles``, the styled runs of each row
/// (`  3 | 1-2 inverse accent; 3-40 inverse`), so a change of colour or emphasis shows in a diff
/// too. Pure: no terminal, no clock.
public struct ScreenSnapshot: Equatable, Sendable {
    /// One line per terminal row, trailing spaces removed, ending with a newline.
    public let text: String
    /// One line per row that has styled text: its number, then each run's columns and style.
    public let styles: String

    /// `screen` laid out on a terminal of `size`.
    public init(_ screen: Screen, size: TerminalSize) {
        let rows = ANSIRenderer(colorPolicy: .monochrome).layout(screen, size: size)
            .map { ANSIRenderer.clip($0, toWidth: size.columns) }
        text = rows.map { Self.trimmingTrailingSpaces($0.plainText) + "\n" }.joined()
        styles = rows.enumerated().compactMap { index, row in
            let runs = Self.styledRuns(of: row)
            guard !runs.isEmpty else { return nil }
            let number = String(index + 1)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + " | "
                + runs.joined(separator: "; ") + "\n"
        }.joined()
    }

    /// `first-last name` for each run of one style other than plain (columns from 1, by display
    /// width), neighbouring spans of the same style merged.
    private static func styledRuns(of line: Line) -> [String] {
        var runs: [(first: Int, last: Int, style: Style)] = []
        var column = 1
        for span in line.spans where span.displayWidth > 0 {
            let last = column + span.displayWidth - 1
            if let previous = runs.last, previous.style == span.style, previous.last == column - 1 {
                runs[runs.count - 1].last = last
            } else {
                runs.append((column, last, span.style))
            }
            column = last + 1
        }
        return runs.filter { !$0.style.isPlain }.map { "\($0.first)-\($0.last) \(name(of: $0.style))" }
    }

    private static func name(of style: Style) -> String {
        var parts: [String] = []
        if style.bold { parts.append("bold") }
        if style.dim { parts.append("dim") }
        if style.underline { parts.append("underline") }
        if style.inverse { parts.append("inverse") }
        if let colour = style.foreground { parts.append("\(colour)") }
        return parts.joined(separator: " ")
    }

    private static func trimmingTrailingSpaces(_ text: String) -> String {
        var text = Substring(text)
        while text.last == " " { text = text.dropLast() }
        return String(text)
    }
}
