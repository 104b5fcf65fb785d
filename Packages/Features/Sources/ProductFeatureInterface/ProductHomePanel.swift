import HomeFeatureInterface
import TerminalUI

extension HomePanel {
    /// The product feature's panel on home: featured products, which load, fail and retry on their
    /// own; Enter opens the chosen product (`ProductRoute.detail`) and the panel's number the search
    /// (`ProductRoute.search`). The implementation supplies the view
    /// (`ProductFeature.homePanel(dependencies:)`).
    public static func featuredProducts(view: @escaping @MainActor (_ count: Int) -> any TerminalView) -> HomePanel {
        HomePanel(
            title: "Featured products", shortcut: Shortcut("search", opens: ProductRoute.search(query: "")), view: view)
    }
}
