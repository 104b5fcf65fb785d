import TerminalUI

/// The interactive app's first screen: pick the blog, product search or the cart.
@MainActor
public final class HomeScreen: InteractiveScreen {
    /// The screen each entry opens, supplied by the composition root (features never import each
    /// other; the app wires them together here).
    public struct Routes {
        public var blog: @MainActor () -> any InteractiveScreen
        public var productSearch: @MainActor () -> any InteractiveScreen
        public var cart: @MainActor () -> any InteractiveScreen

        public init(
            blog: @escaping @MainActor () -> any InteractiveScreen,
            productSearch: @escaping @MainActor () -> any InteractiveScreen,
            cart: @escaping @MainActor () -> any InteractiveScreen
        ) {
            self.blog = blog
            self.productSearch = productSearch
            self.cart = cart
        }
    }

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

        public var detail: String {
            switch self {
            case .blog: "read the latest entries"
            case .productSearch: "find furniture as you type"
            case .cart: "review, change and total your cart"
            }
        }
    }

    public static let title = "VSM Shop"

    private let routes: Routes
    /// The highlighted entry.
    public private(set) var selection: Entry = .blog
    public var onChange: (@MainActor () -> Void)?

    public init(routes: Routes) {
        self.routes = routes
    }

    public func screen(size: TerminalSize) -> Screen {
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
            return .push(open(selection))
        case .character(let character):
            guard let number = character.wholeNumberValue, let entry = Entry(rawValue: number - 1) else {
                return .ignored
            }
            selection = entry
            return .push(open(entry))
        default:
            return .ignored
        }
    }

    private func move(by offset: Int) {
        let count = Entry.allCases.count
        selection = Entry(rawValue: (selection.rawValue + offset + count) % count) ?? .blog
    }

    private func open(_ entry: Entry) -> any InteractiveScreen {
        switch entry {
        case .blog: routes.blog()
        case .productSearch: routes.productSearch()
        case .cart: routes.cart()
        }
    }
}
