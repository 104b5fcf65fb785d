import BlogFeatureInterface
import CartFeatureInterface
import FeatureKit
import HomeFeatureInterface
import ProductFeatureInterface

/// The home feature's public surface: its registration. Home imports the other features'
/// interfaces only; the app hands it their panels.
public enum HomeFeature {
    /// Home as the app registers it: its route (``HomeRoute``) and view, composed of the panels
    /// the other features made.
    @MainActor
    public static func registration(blog: BlogPanels, products: ProductPanels, cart: CartPanels) -> FeatureRegistration
    {
        FeatureRegistration(HomeRoute.self) { _ in HomeView(blog: blog, products: products, cart: cart) }
    }
}
