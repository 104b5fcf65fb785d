/// How a span of text looks: text attributes plus an optional foreground colour.
///
/// Styles are a hint: with colours off (`NO_COLOR`, `--no-color`, not a TTY) the renderer drops
/// them all, so anything that carries meaning (the selected row) must also be visible in the text,
/// e.g. with a marker (see ``Line/selectable(_:isSelected:)``).
public struct Style: Hashable, Sendable {
    public var bold: Bool
    public var dim: Bool
    public var underline: Bool
    /// Swaps foreground and background: the selection.
    public var inverse: Bool
    /// `nil` keeps the terminal's default foreground.
    public var foreground: Color?

    public init(
        bold: Bool = false, dim: Bool = false, underline: Bool = false, inverse: Bool = false,
        foreground: Color? = nil
    ) {
        self.bold = bold
        self.dim = dim
        self.underline = underline
        self.inverse = inverse
        self.foreground = foreground
    }

    /// The terminal's default look.
    public static let plain = Style()
    /// Bold text.
    public static let bold = Style(bold: true)
    /// Dimmed secondary text.
    public static let dim = Style(dim: true)
    /// The selected row.
    public static let selected = Style(inverse: true)
    /// A screen or section title.
    public static let title = Style(bold: true, foreground: .accent)
    /// A heading inside the body (table headers).
    public static let heading = Style(bold: true, underline: true)

    /// Only a foreground colour.
    public static func color(_ color: Color) -> Style { Style(foreground: color) }

    /// True when the style changes nothing.
    public var isPlain: Bool { self == .plain }

    /// This style with another laid over it: attributes add up, the other's colour wins when set.
    /// Used to apply a row's style (the selection) to cells that have their own.
    public func merged(with other: Style) -> Style {
        Style(
            bold: bold || other.bold, dim: dim || other.dim, underline: underline || other.underline,
            inverse: inverse || other.inverse, foreground: other.foreground ?? foreground)
    }

    /// This style in bold.
    public func bolded() -> Style {
        var copy = self
        copy.bold = true
        return copy
    }

    /// This style with a foreground colour.
    public func colored(_ color: Color?) -> Style {
        var copy = self
        copy.foreground = color
        return copy
    }
}
