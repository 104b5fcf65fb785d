/// One row of a ``Screen``: spans laid side by side.
///
/// A line never contains a line break (spans are single-line by construction); text that may be
/// longer than the screen is wrapped with ``wrapping(_:width:style:)`` or clipped by the renderer.
public struct Line: Hashable, Sendable {
    public var spans: [Span]

    public init(_ spans: [Span]) {
        self.spans = spans
    }

    /// A line of one span; the text is sanitised like every span's.
    public init(_ text: String, style: Style = .plain) {
        self.spans = [Span(text, style: style)]
    }

    /// An empty line (a gap between sections).
    public static let empty = Line([])

    /// The marker in front of the selected row; visible even when styles are off.
    public static let selectionMarker = "› "
    /// What stands in front of a row that is not selected, so rows stay aligned.
    public static let unselectedMarker = "  "

    /// A row of a list that can be selected: a ``selectionMarker`` and inverse video when selected,
    /// blank indentation otherwise. The marker keeps the selection visible without colours.
    public static func selectable(_ spans: [Span], isSelected: Bool) -> Line {
        guard isSelected else { return Line([Span(unselectedMarker)] + spans) }
        let highlighted = spans.map { $0.styled($0.style.merged(with: .selected)) }
        return Line([Span(selectionMarker, style: Style.selected.colored(.accent))] + highlighted)
    }

    /// The text without styles, the spinner shown as ``Span/spinnerMarker``.
    public var plainText: String {
        spans.map(\.text).joined()
    }

    /// Columns the line occupies.
    public var displayWidth: Int {
        spans.reduce(0) { $0 + $1.displayWidth }
    }

    /// True when a span of the line is the spinner placeholder.
    public var containsSpinner: Bool {
        spans.contains(where: \.isSpinner)
    }
}

extension Line: ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self.init(value)
    }
}

extension Line: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: Span...) {
        self.init(elements)
    }
}
