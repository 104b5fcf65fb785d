import FeatureKit

extension HomeFeature {
    /// Every named preview of home, the one list its snapshot tests read.
    @MainActor
    public static var previews: [Preview] { HomeView.previews }
}
