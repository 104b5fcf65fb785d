import FoundationExt

/// A one-line text field edited with keys, such as the search box: characters append, Backspace
/// deletes one, Ctrl-U clears, Ctrl-W deletes the last word. The cursor is always at the end.
///
/// ```swift
/// if input.apply(key) { $state.observe(model.search(input.text), debounced: .milliseconds(300)) }
/// lines.append(input.line(prompt: "Search: ", placeholder: "type a product name", width: size.columns))
/// ```
public struct TextInput: Hashable, Sendable {
    /// What the cursor looks like; a character, so it shows without styles too.
    public static let cursor = "▏"

    /// The text typed so far (only printable characters get in).
    public private(set) var text: String
    /// The most characters the field takes.
    public let maximumLength: Int

    public init(_ text: String = "", maximumLength: Int = 200) {
        self.maximumLength = max(0, maximumLength)
        self.text = String(text.terminalSafeLine.prefix(self.maximumLength))
    }

    /// Applies an editing key. Returns whether the text changed; other keys change nothing and
    /// return false, so the caller can treat them as navigation.
    @discardableResult
    public mutating func apply(_ key: Key) -> Bool {
        switch key {
        case .character(let character):
            guard text.count < maximumLength, !character.unicodeScalars.contains(where: Self.isControl) else {
                return false
            }
            text.append(character)
            return true
        case .backspace:
            guard !text.isEmpty else { return false }
            text.removeLast()
            return true
        case .control("u"):
            guard !text.isEmpty else { return false }
            text = ""
            return true
        case .control("w"):
            guard !text.isEmpty else { return false }
            let trimmed = text.reversed().drop(while: { $0 == " " })
            text = String(trimmed.drop(while: { $0 != " " }).reversed())
            return true
        default:
            return false
        }
    }

    /// Replaces the text (e.g. to clear the field after a search was chosen).
    public mutating func set(_ newText: String) {
        text = String(newText.terminalSafeLine.prefix(maximumLength))
    }

    /// The field as a line: the prompt, the text (or a muted placeholder when empty) and the cursor.
    /// When the text is wider than `width`, its end stays visible behind an ellipsis.
    public func line(prompt: String, placeholder: String = "", width: Int, showsCursor: Bool = true) -> Line {
        let promptSpan = Span(prompt, style: Style.bold.colored(.accent))
        let cursorSpan = showsCursor ? [Span(Self.cursor, style: .color(.accent))] : []
        guard !text.isEmpty else {
            return Line([promptSpan] + cursorSpan + [Span(placeholder, style: .color(.muted))])
        }
        let room = max(1, width - promptSpan.displayWidth - cursorSpan.reduce(0) { $0 + $1.displayWidth })
        var visible = text
        if visible.displayWidth > room {
            // Keep the end: drop characters from the front until it fits behind "…".
            var tail = Substring(visible)
            while !tail.isEmpty, String(tail).displayWidth > room - 1 { tail = tail.dropFirst() }
            visible = "…" + tail
        }
        return Line([promptSpan, Span(visible)] + cursorSpan)
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.generalCategory == .control
    }
}
