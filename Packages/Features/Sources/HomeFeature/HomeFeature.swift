import FeatureKit
import HomeFeatureInterface

/// The home feature's public surface: its registration. Home knows no other feature: the app hands
/// it the panels, each declared by its own feature's interface (``HomeFeatureInterface/HomePanel``).
public enum HomeFeature {
    /// Home as the app registers it: its route (``HomeRoute``) and view, showing `panels` in this
    /// order (none: a screen that says so).
    @MainActor
    public static func registration(panels: [HomePanel]) -> FeatureRegistration {
        FeatureRegistration(HomeRoute.self) { _ in HomeView(panels: panels) }
    }
}
