import TerminalUI

/// One panel on home: a title, the view its feature makes, and what its number key opens. A feature
/// that offers a panel declares it in its own interface (`extension HomePanel`) and its
/// implementation supplies the view; the app hands home the panels in the order shown
/// (`HomeFeature.registration(panels:)`), so home knows no feature.
///
/// Home moves the keys between its panels (Tab, ←→); the panel with the keys gets the rest (↑↓,
/// Enter, `r`) through its view's `handle(_:)`, and appears each time home appears.
public struct HomePanel {
    /// The screen a panel's number key opens whatever has the keys, and its word in home's footer.
    public struct Shortcut {
        /// The footer's word for it: `2 search`.
        public let label: String
        public let route: any NavigationRoute

        public init(_ label: String, opens route: any NavigationRoute) {
            self.label = label
            self.route = route
        }
    }

    /// The heading home shows above the panel.
    public let title: String
    public let shortcut: Shortcut?
    /// Makes the panel's view, once with home, given how many items a list in it shows.
    public let makeView: @MainActor (_ itemCount: Int) -> any TerminalView

    public init(
        title: String, shortcut: Shortcut?, view makeView: @escaping @MainActor (_ itemCount: Int) -> any TerminalView
    ) {
        self.title = title
        self.shortcut = shortcut
        self.makeView = makeView
    }
}
