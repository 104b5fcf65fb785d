import HomeFeatureInterface
import ScaffoldProbeFeatureInterface

extension ScaffoldProbeFeature {
    /// ScaffoldProbe's panel on home (``HomeFeatureInterface/HomePanel/scaffoldProbe(view:)``): its view of
    /// the items, which loads when home appears.
    @MainActor
    public static func homePanel(scaffoldProbeService: ScaffoldProbeService) -> HomePanel {
        .scaffoldProbe { _ in ScaffoldProbeView(scaffoldProbeService: scaffoldProbeService) }
    }
}
