import BlogFeatureInterface
import CartFeatureInterface
import FeatureKit
import ProductFeatureInterface
import TerminalUI
import VSMKit

/// The app's first screen, composed of other features' panels: the blog's latest entries, the
/// featured products and the cart's summary, each made by its own feature through its interface
/// (``BlogPanels``, ``ProductPanels``, ``CartPanels``), each loading and failing on its own.
///
/// Tab and ←→ move the keys between panels; the panel with the keys gets ↑↓, Enter (open what is
/// selected) and `r` (retry what failed). `1`, `2` and `3` open the blog, product search and the
/// cart whatever has the keys.
@MainActor
public struct HomeView: TerminalView {
    public static let title = "VSM Shop"
    /// How many entries and products the panels show.
    public static let panelItemCount = 4

    @ViewState var state: HomeViewState
    /// The panels, made once with the view (so their states live as long as home does), in
    /// ``HomeModel/Panel`` order.
    private let panels: [any TerminalView]

    public init(state: ViewState<HomeViewState>, panels: [any TerminalView]) {
        _state = state
        self.panels = panels
    }

    /// Home with each feature's panel.
    public init(blog: BlogPanels, products: ProductPanels, cart: CartPanels) {
        self.init(
            state: ViewState(wrappedValue: .showing(homeModel: HomeModel())),
            panels: [blog.latestEntries(Self.panelItemCount), products.featured(Self.panelItemCount), cart.summary()])
    }

    /// Every panel appears with home, and again each time home comes back on top (the cart's
    /// summary reads the cart again then).
    public func onAppear() {
        for panel in panels { panel.onAppear() }
    }

    public func render(size: TerminalSize) -> Screen {
        guard case .showing(let homeModel) = state else { return Screen(title: Self.title) }
        let width = max(20, size.columns)
        // Each panel gets an equal share of the body: the screen's title, rule and footer take 4 rows.
        let panelRows = max(3, (size.rows - 4) / max(1, panels.count))
        var lines: [Line] = []
        var focusedLine: Int?
        for (index, panel) in panels.enumerated() {
            let isFocused = index == homeModel.focus.rawValue
            let screen = panel.render(size: TerminalSize(columns: width - 2, rows: panelRows - 1))
            lines.append(Self.heading(screen.title, number: index + 1, isFocused: isFocused))
            let body = screen.lines.prefix(panelRows - 2).map { Line([Span("  ")] + $0.spans) }
            if isFocused { focusedLine = lines.count + (screen.focusedLine ?? 0) }
            lines.append(contentsOf: body)
            lines.append(.empty)
        }
        return Screen(
            title: Self.title, lines: lines,
            footer: [
                KeyHint("tab", "panel"), KeyHint("↑↓", "move"), KeyHint("enter", "open"), KeyHint("1", "blog"),
                KeyHint("2", "search"), KeyHint("3", "cart"), KeyHint("q", "quit"),
            ],
            focusedLine: focusedLine)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        guard case .showing(let homeModel) = state else { return .ignored }
        switch key {
        case .tab, .right:
            $state.observe(homeModel.movingFocus(by: 1))
            return .handled
        case .backTab, .left:
            $state.observe(homeModel.movingFocus(by: -1))
            return .handled
        case .character("1"):
            return .route(BlogRoute.list)
        case .character("2"):
            return .route(ProductRoute.search(query: ""))
        case .character("3"):
            return .route(CartRoute.cart)
        default:
            return panels[homeModel.focus.rawValue].handle(key)
        }
    }

    /// A panel's title, marked when the panel has the keys.
    private static func heading(_ title: String, number: Int, isFocused: Bool) -> Line {
        let spans = [Span("\(number) ", style: .color(.muted)), Span(title, style: .heading)]
        return isFocused
            ? Line([Span(Line.selectionMarker, style: Style.bold.colored(.accent))] + spans)
            : Line([Span(Line.unselectedMarker)] + spans)
    }
}
