import HomeFeatureInterface
import TerminalUI

extension HomePanel {
    /// ScaffoldProbe's panel on home, titled "ScaffoldProbe": its items, which load, fail and retry on their
    /// own; the panel's number opens ScaffoldProbe (`ScaffoldProbeRoute.items`). The implementation supplies
    /// the view (`ScaffoldProbeFeature.homePanel(scaffoldProbeService:)`); the app lists the panel in
    /// `Composition.homePanels(dependencies:)`.
    public static func scaffoldProbe(view: @escaping @MainActor (_ count: Int) -> any TerminalView) -> HomePanel {
        HomePanel(
            title: "ScaffoldProbe", shortcut: Shortcut("scaffold-probe", opens: ScaffoldProbeRoute.items), view: view)
    }
}
