/// A foreground colour from a small palette the renderer maps to the 16 standard ANSI colours,
/// which every terminal supports and every colour scheme has tuned to be readable.
///
/// Views should prefer the semantic colours (`accent`, `error`, `price`, ...) so the look can be
/// changed in one place; the plain colours exist for the rare case that needs one exactly.
public enum Color: Hashable, Sendable, CaseIterable {
    case red
    case green
    case yellow
    case blue
    case magenta
    case cyan
    case white
    case gray

    /// Highlights: titles, the focused item's marker, links.
    case accent
    /// Something failed.
    case error
    /// Something worked (added to cart, saved).
    case success
    /// Needs attention without being a failure (low stock).
    case warning
    /// Secondary text: hints, metadata, the status line.
    case muted
    /// A regular price.
    case price
    /// A sale price or a saving.
    case sale

    /// The SGR parameter selecting this colour as the foreground.
    var foregroundCode: Int {
        switch self {
        case .red, .error, .sale: 31
        case .green, .success, .price: 32
        case .yellow, .warning: 33
        case .blue: 34
        case .magenta: 35
        case .cyan, .accent: 36
        case .white: 37
        case .gray, .muted: 90
        }
    }
}
