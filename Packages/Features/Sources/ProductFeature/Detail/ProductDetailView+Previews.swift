import FeatureKit
import Services
import TerminalUI
import VSMKit

extension ProductDetailView {
    /// The detail's named previews: each phase, an add in flight, text that is long or wide, a
    /// narrow terminal.
    static var previews: [Preview] {
        let chair = ProductPreviewData.chairID
        return [
            Preview("detail: loaded") { showing(await ProductFeature.loadProduct(id: chair, dependencies: $0)) },
            Preview("detail: loading", dependencies: .preset.products(.hangs)) {
                ProductDetailView(productID: chair, dependencies: $0)
            },
            Preview("detail: load failed", dependencies: .preset.products(.fails(.server(status: 500)))) {
                showing(await ProductFeature.loadProduct(id: chair, dependencies: $0))
            },
            Preview("detail: not found", dependencies: .preset.products(.empty)) {
                showing(await ProductFeature.loadProduct(id: chair, dependencies: $0))
            },
            Preview("detail: adding to cart", dependencies: .preset.cart(.hangs), keys: [.character("a")]) {
                showing(await ProductFeature.loadProduct(id: chair, dependencies: $0))
            },
            Preview("detail: long and unicode text", dependencies: ProductPreviewData.longAndUnicode) {
                showing(await ProductFeature.loadProduct(id: ProductPreviewData.longProductID, dependencies: $0))
            },
            Preview("detail: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 14)]) {
                showing(await ProductFeature.loadProduct(id: chair, dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: ProductDetailViewState) -> ProductDetailView {
        ProductDetailView(state: ViewState(wrappedValue: state))
    }
}
