import FoundationExt

/// One entry of a screen's footer: a key and what it does, e.g. `↑↓ move`, `q quit`.
public struct KeyHint: Hashable, Sendable {
    /// The key as shown ("enter", "↑↓", "q").
    public let key: String
    /// What it does ("open", "quit").
    public let action: String

    public init(_ key: String, _ action: String) {
        self.key = key.terminalSafeLine
        self.action = action.terminalSafeLine
    }

    /// The footer as a line: keys in bold, actions muted, separated by two spaces.
    static func line(for hints: [KeyHint]) -> Line {
        var spans: [Span] = []
        for (index, hint) in hints.enumerated() {
            if index > 0 { spans.append(Span("  ")) }
            spans.append(Span(hint.key, style: .bold))
            spans.append(Span(" " + hint.action, style: .color(.muted)))
        }
        return Line(spans)
    }
}
