import FeatureKit

extension CartFeature {
    /// Every named preview of the cart's views, the one list the gallery (`make preview
    /// FEATURE=cart`), `preview-cart` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] {
        CartView.previews + CartSummaryPanelView.previews
    }
}
