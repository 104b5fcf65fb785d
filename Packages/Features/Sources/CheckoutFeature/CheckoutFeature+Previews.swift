import FeatureKit

extension CheckoutFeature {
    /// Every named preview of checkout's views, the one list the gallery (`make preview
    /// FEATURE=checkout`), `preview-checkout` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] {
        CheckoutView.previews + OrdersView.previews + OrderDetailView.previews
    }
}
