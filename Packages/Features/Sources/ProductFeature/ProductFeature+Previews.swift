import FeatureKit

extension ProductFeature {
    /// Every named preview of the product views, the one list the gallery (`make preview
    /// FEATURE=product`), `preview-product` and the snapshot tests read.
    @MainActor
    public static var previews: [Preview] {
        ProductSearchView.previews + ProductDetailView.previews + FeaturedPanelView.previews
            + VariantPickerView.previews
    }
}
