import HomeFeatureInterface
import TerminalUI

extension HomePanel {
    /// __Name__'s panel on home, titled "__Name__": its items, which load, fail and retry on their
    /// own; the panel's number opens __Name__ (`__Name__Route.items`). The implementation supplies
    /// the view (`__Name__Feature.homePanel(__name__Service:)`); the app lists the panel in
    /// `Composition.homePanels(dependencies:)`.
    public static func __name__(view: @escaping @MainActor (_ count: Int) -> any TerminalView) -> HomePanel {
        HomePanel(title: "__Name__", shortcut: Shortcut("__preview__", opens: __Name__Route.items), view: view)
    }
}
