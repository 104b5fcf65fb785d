import FeatureKit
import TerminalUI

/// The interactive app's first view: pick the blog, product search or the cart. Each entry is a
/// route the composition resolves (see `Composition.view(for:dependencies:)`).
@MainActor
public struct HomeView: TerminalView {
    /// The entries, in the order shown.
    public enum Entry: Int, CaseIterable, Sendable {
        case blog
        case productSearch
        case cart

        public var title: String {
            switch self {
            case .blog: "Blog"
            case .productSearch: "Search products"
            case .cart: "Cart"
            }
        }

        /// Where the entry leads.
        public var route: Route {
            switch self {
            case .blog: .blog
            case .productSearch: .productSearch
            case .cart: .cart
            }
        }

        public var detail: String {
            switch self {
            case .blog: "read the latest entries"
            case .productSearch: "find furniture as you type"
            case .cart: "review, change and total your cart"
            }
        }
    }

    public static let title = "VSM Shop"

    /// The highlighted entry.
    @ViewLocal public private(set) var selection: Entry = .blog

    public init() {}

    public func render(size: TerminalSize) -> Screen {
        var lines: [Line] = Line.wrapping(
            "Browse the blog, search the catalog and fill a cart.", width: size.columns - 2)
        lines.append(.empty)
        let firstEntryLine = lines.count
        for entry in Entry.allCases {
            lines.append(
                Line.selectable(
                    [
                        Span("\(entry.rawValue + 1). ", style: .color(.muted)), Span(entry.title, style: .bold),
                        Span("  " + entry.detail, style: .color(.muted)),
                    ],
                    isSelected: entry == selection))
        }
        return Screen(
            title: Self.title, lines: lines,
            footer: [KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("1-3", "jump"), KeyHint("q", "quit")],
            focusedLine: firstEntryLine + selection.rawValue)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .up, .character("k"):
            move(by: -1)
            return .handled
        case .down, .character("j"), .tab:
            move(by: 1)
            return .handled
        case .home:
            selection = .blog
            return .handled
        case .end:
            selection = .cart
            return .handled
        case .enter, .right, .character("l"):
            return .route(selection.route)
        case .character(let character):
            guard let number = character.wholeNumberValue, let entry = Entry(rawValue: number - 1) else {
                return .ignored
            }
            selection = entry
            return .route(entry.route)
        default:
            return .ignored
        }
    }

    private func move(by offset: Int) {
        let count = Entry.allCases.count
        selection = Entry(rawValue: (selection.rawValue + offset + count) % count) ?? .blog
    }
}
