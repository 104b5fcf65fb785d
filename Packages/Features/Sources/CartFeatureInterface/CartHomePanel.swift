import HomeFeatureInterface
import TerminalUI

extension HomePanel {
    /// The cart's panel on home: its summary (items and total), which loads and fails on its own and
    /// reads the cart again each time home appears (so an item added elsewhere shows when home comes
    /// back on top); Enter and the panel's number open the cart (`CartRoute.cart`). The
    /// implementation supplies the view (`CartFeature.homePanel(dependencies:)`).
    public static func cartSummary(view: @escaping @MainActor () -> any TerminalView) -> HomePanel {
        HomePanel(title: "Cart", shortcut: Shortcut("cart", opens: CartRoute.cart)) { _ in view() }
    }
}
