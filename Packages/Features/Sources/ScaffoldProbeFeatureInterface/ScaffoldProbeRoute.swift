import FeatureRouting

/// Where in ScaffoldProbe the user wants to go: what other features (and the app) may know of its
/// screens. `vsmshop://scaffold-probe` opens the items; add a case (and its link) per screen.
public enum ScaffoldProbeRoute: LinkableRoute {
    /// The items.
    case items

    public init?(link: DeepLink) {
        guard link.feature == "scaffold-probe", link.path.isEmpty else { return nil }
        self = .items
    }

    public var link: DeepLink { DeepLink(feature: "scaffold-probe") }

    public static let linkForms = ["vsmshop://scaffold-probe"]
}
