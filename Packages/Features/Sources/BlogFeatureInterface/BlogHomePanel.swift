import HomeFeatureInterface
import TerminalUI

extension HomePanel {
    /// The blog's panel on home: the newest entries, which load, fail and retry on their own; Enter
    /// opens the chosen entry (`BlogRoute.entry`) and the panel's number the blog (`BlogRoute.list`).
    /// The blog's implementation supplies the view (`BlogFeature.homePanel(dependencies:)`).
    public static func latestEntries(view: @escaping @MainActor (_ count: Int) -> any TerminalView) -> HomePanel {
        HomePanel(title: "Latest entries", shortcut: Shortcut("blog", opens: BlogRoute.list), view: view)
    }
}
