import FeatureKit
import HomeFeatureInterface
import TerminalUI
import VSMKit

/// The app's first screen, composed of the panels the app hands it (``HomeFeatureInterface/HomePanel``),
/// in that order: each made by its own feature through its interface, each loading and failing on
/// its own. Home knows no feature; with no panel it says so.
///
/// Tab and ←→ move the keys between panels; the panel with the keys gets ↑↓, Enter (open what is
/// selected) and `r` (retry what failed). A panel's number (`1` to `9`) opens its feature's screen
/// (its ``HomeFeatureInterface/HomePanel/Shortcut``) whatever has the keys.
@MainActor
public struct HomeView: TerminalView {
    public static let title = "VSM Shop"
    /// How many entries and products the panels show.
    public static let panelItemCount = 4
    /// What home says when the app gives it no panel.
    public static let noPanelsMessage = "No panels on home yet: the app registers home with none."

    @ViewState var state: HomeViewState
    private let panels: [HomePanel]
    /// The panels' views, made once with home (so their states live as long as home does), in order.
    private let views: [any TerminalView]

    public init(state: ViewState<HomeViewState>, panels: [HomePanel]) {
        _state = state
        self.panels = panels
        views = panels.map { $0.makeView(Self.panelItemCount) }
    }

    /// Home showing `panels`, the first with the keys.
    public init(panels: [HomePanel]) {
        self.init(
            state: ViewState(wrappedValue: .showing(homeModel: HomeModel(panelCount: panels.count))), panels: panels)
    }

    /// Every panel appears with home, and again each time home comes back on top (the cart's
    /// summary reads the cart again then).
    public func onAppear() {
        for view in views { view.onAppear() }
    }

    public func render(size: TerminalSize) -> Screen {
        guard case .showing(let homeModel) = state else { return Screen(title: Self.title) }
        guard !views.isEmpty else {
            return Screen(
                title: Self.title, lines: [Line(Self.noPanelsMessage, style: .color(.muted))],
                footer: [KeyHint("q", "quit")])
        }
        let width = max(20, size.columns)
        // Each panel gets an equal share of the body: the screen's title, rule and footer take 4 rows.
        let panelRows = max(3, (size.rows - 4) / views.count)
        var lines: [Line] = []
        var focusedLine: Int?
        for (index, (panel, view)) in zip(panels, views).enumerated() {
            let isFocused = index == homeModel.focus
            let screen = view.render(size: TerminalSize(columns: width - 2, rows: panelRows - 1))
            lines.append(Self.heading(panel.title, number: index + 1, isFocused: isFocused))
            let body = screen.lines.prefix(panelRows - 2).map { Line([Span("  ")] + $0.spans) }
            if isFocused { focusedLine = lines.count + (screen.focusedLine ?? 0) }
            lines.append(contentsOf: body)
            lines.append(.empty)
        }
        return Screen(title: Self.title, lines: lines, footer: footer, focusedLine: focusedLine)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        guard case .showing(let homeModel) = state, !views.isEmpty else { return .ignored }
        switch key {
        case .tab, .right:
            $state.observe(homeModel.movingFocus(by: 1))
            return .handled
        case .backTab, .left:
            $state.observe(homeModel.movingFocus(by: -1))
            return .handled
        case .character(let character):
            if let shortcut = shortcut(character) { return .route(shortcut.route) }
        default:
            break
        }
        return views[homeModel.focus].handle(key)
    }

    /// The shortcut of the panel numbered `character` (`1` is the first), if it has one.
    private func shortcut(_ character: Character) -> HomePanel.Shortcut? {
        guard let number = character.wholeNumberValue, number >= 1, number <= min(9, panels.count) else { return nil }
        return panels[number - 1].shortcut
    }

    /// Tab only with more than one panel, and each panel's number with its shortcut.
    private var footer: [KeyHint] {
        let numbers = panels.prefix(9).enumerated().compactMap { index, panel in
            panel.shortcut.map { KeyHint("\(index + 1)", $0.label) }
        }
        return (panels.count > 1 ? [KeyHint("tab", "panel")] : []) + [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
            + numbers + [KeyHint("q", "quit")]
    }

    /// A panel's title, marked when the panel has the keys.
    private static func heading(_ title: String, number: Int, isFocused: Bool) -> Line {
        let spans = [Span("\(number) ", style: .color(.muted)), Span(title, style: .heading)]
        return isFocused
            ? Line([Span(Line.selectionMarker, style: Style.bold.colored(.accent))] + spans)
            : Line([Span(Line.unselectedMarker)] + spans)
    }
}
