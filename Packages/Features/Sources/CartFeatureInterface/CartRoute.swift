import FeatureRouting

/// The cart's screen, as other features (and the app) may name it: `vsmshop://cart`.
public enum CartRoute: LinkableRoute {
    /// The cart: its lines, quantities and totals.
    case cart

    public init?(link: DeepLink) {
        guard link.feature == "cart", link.path.isEmpty else { return nil }
        self = .cart
    }

    public var link: DeepLink { DeepLink(feature: "cart") }

    public static let linkForms = ["vsmshop://cart"]
}
