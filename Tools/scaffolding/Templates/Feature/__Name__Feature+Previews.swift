import FeatureKit

extension __Name__Feature {
    /// Every named preview of the feature's views, the one list the gallery (`make preview
    /// FEATURE=__preview__`), `preview-__preview__` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] { __Name__View.previews }
}
