import Domain
import TerminalUI

/// Where the user wants to go, as a value: a view returns `.route(Route.cart)` and the app's
/// composition resolves it to the cart feature's view. Features never import each other; they
/// share this vocabulary instead.
public enum Route: NavigationRoute, Hashable {
    /// The blog's list of entries.
    case blog
    /// One blog entry.
    case blogEntry(BlogEntryID)
    /// Product search.
    case productSearch
    /// One product's detail.
    case product(ProductID)
    /// The cart.
    case cart
}
