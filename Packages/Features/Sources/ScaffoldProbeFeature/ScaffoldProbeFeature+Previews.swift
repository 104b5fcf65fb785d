import FeatureKit

extension ScaffoldProbeFeature {
    /// Every named preview of the feature's views, the one list the gallery (`make preview
    /// FEATURE=scaffold-probe`), `preview-scaffold-probe` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] { ScaffoldProbeView.previews }
}
