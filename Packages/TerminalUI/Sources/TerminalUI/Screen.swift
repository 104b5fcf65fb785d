import FoundationExt

/// Everything a terminal view shows at one moment, as a value: a title, the body lines, the key
/// hints of the footer and an optional status text.
///
/// Views build screens as pure functions of their state (no I/O), so tests can compare a screen's
/// ``plainText`` with an expected snapshot, and the ``ANSIRenderer`` turns it into bytes.
///
/// Layout on the terminal, top to bottom: the title and a rule; the body (scrolled so that
/// ``focusedLine`` stays visible, or from ``scrollOffset``); the status line; the footer.
public struct Screen: Hashable, Sendable {
    /// The title on the first row (sanitised whenever it is set).
    public var title: String {
        get { sanitizedTitle }
        set { sanitizedTitle = newValue.terminalSafeLine }
    }
    public var lines: [Line]
    /// Key hints for the footer, e.g. `[KeyHint("q", "quit")]`.
    public var footer: [KeyHint]
    /// A status text shown above the footer, e.g. "cart: 3 items · backend: embedded data".
    /// The runner fills it from its status provider when a screen leaves it `nil`. Sanitised
    /// whenever it is set.
    public var status: String? {
        get { sanitizedStatus }
        set { sanitizedStatus = newValue.map(\.terminalSafeLine) }
    }
    /// The first body line to show when nothing is focused.
    public var scrollOffset: Int
    /// A body line that must be visible (the selected row): the renderer scrolls to it.
    public var focusedLine: Int?

    private var sanitizedTitle: String
    private var sanitizedStatus: String?

    public init(
        title: String, lines: [Line] = [], footer: [KeyHint] = [], status: String? = nil,
        scrollOffset: Int = 0, focusedLine: Int? = nil
    ) {
        self.sanitizedTitle = title.terminalSafeLine
        self.sanitizedStatus = status.map(\.terminalSafeLine)
        self.lines = lines
        self.footer = footer
        self.scrollOffset = scrollOffset
        self.focusedLine = focusedLine
    }

    /// True when a line of the body shows a spinner.
    public var containsSpinner: Bool {
        lines.contains(where: \.containsSpinner)
    }

    /// The first body line to show when `height` body rows are available: keeps ``focusedLine``
    /// in view (scrolling as little as possible from ``scrollOffset``), never past the end.
    public func firstVisibleLine(bodyHeight height: Int) -> Int {
        guard height > 0, lines.count > height else { return 0 }
        let maximum = lines.count - height
        var first = min(max(0, scrollOffset), maximum)
        if let focused = focusedLine, lines.indices.contains(focused) {
            if focused < first { first = focused }
            if focused >= first + height { first = focused - height + 1 }
        }
        return first
    }

    /// The whole screen as plain text, without escapes or clipping: title, body, status and
    /// footer, one per line, the spinner shown as ``Span/spinnerMarker``. Deterministic, for
    /// snapshot tests and for output that is not a terminal.
    public var plainText: String {
        var rows = [title]
        rows.append(contentsOf: lines.map(\.plainText))
        if let status { rows.append(status) }
        if !footer.isEmpty { rows.append(KeyHint.line(for: footer).plainText) }
        return rows.joined(separator: "\n")
    }
}
