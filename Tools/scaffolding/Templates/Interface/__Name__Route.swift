import FeatureRouting

/// Where in __Name__ the user wants to go: what other features (and the app) may know of its
/// screens. `vsmshop://__preview__` opens the items; add a case (and its link) per screen.
public enum __Name__Route: LinkableRoute {
    /// The items.
    case items

    public init?(link: DeepLink) {
        guard link.feature == "__preview__", link.path.isEmpty else { return nil }
        self = .items
    }

    public var link: DeepLink { DeepLink(feature: "__preview__") }

    public static let linkForms = ["vsmshop://__preview__"]
}
