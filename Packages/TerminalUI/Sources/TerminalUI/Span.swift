import FoundationExt

/// A run of text in one style, the smallest piece of a ``Screen``.
///
/// Safe by construction: the initialiser passes the text through FoundationExt's
/// `terminalSafeLine`, so escape sequences, control characters and line breaks from untrusted
/// data (a product name, a blog body, a server's error) can never reach the terminal through a
/// span. There is no way to build a span around unsanitised text.
public struct Span: Hashable, Sendable {
    /// What a span shows.
    public enum Content: Hashable, Sendable {
        /// Sanitised text on one line.
        case text(String)
        /// The place where the renderer draws the current spinner frame (one column wide).
        case spinner
    }

    /// The spinner's animation, one frame per tick.
    public static let spinnerFrames: [String] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    /// What ``Screen/plainText`` shows for a spinner, so snapshots do not depend on timing.
    public static let spinnerMarker = "⠿"

    public let content: Content
    public let style: Style

    /// A span of `text`, sanitised for the terminal and flattened to one line.
    public init(_ text: String, style: Style = .plain) {
        self.content = .text(text.terminalSafeLine)
        self.style = style
    }

    private init(content: Content, style: Style) {
        self.content = content
        self.style = style
    }

    /// Marks where a spinner goes while something is loading.
    public static func spinner(style: Style = .color(.accent)) -> Span {
        Span(content: .spinner, style: style)
    }

    /// The same content in another style.
    public func styled(_ style: Style) -> Span {
        Span(content: content, style: style)
    }

    /// The text as printed, with the spinner shown as ``spinnerMarker``.
    public var text: String {
        switch content {
        case .text(let text): text
        case .spinner: Span.spinnerMarker
        }
    }

    /// Columns the span occupies on screen (wide characters count two).
    public var displayWidth: Int {
        switch content {
        case .text(let text): text.displayWidth
        case .spinner: 1
        }
    }

    /// True for the spinner placeholder.
    public var isSpinner: Bool { content == .spinner }
}

extension Span: ExpressibleByStringInterpolation {
    /// A plain span from a literal; sanitised like any other text.
    public init(stringLiteral value: String) {
        self.init(value)
    }
}
