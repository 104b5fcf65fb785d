import FeatureKit

extension BlogFeature {
    /// Every named preview of the blog's views, the one list the gallery (`make preview
    /// FEATURE=blog`), `preview-blog` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] {
        BlogListView.previews + BlogEntryView.previews + LatestEntriesPanelView.previews
    }
}
