import FeatureRouting

/// The home screen, the root of the app's navigation: `vsmshop://home`.
public enum HomeRoute: LinkableRoute {
    /// Home: the latest entries, featured products and the cart's summary.
    case home

    public init?(link: DeepLink) {
        guard link.feature == "home", link.path.isEmpty else { return nil }
        self = .home
    }

    public var link: DeepLink { DeepLink(feature: "home") }

    public static let linkForms = ["vsmshop://home"]
}
