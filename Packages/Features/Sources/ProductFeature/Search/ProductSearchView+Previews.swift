import FeatureKit
import Services
import TerminalUI
import VSMKit

extension ProductSearchView {
    /// The search's named previews: suggestions, results, each failure, text that is long or wide,
    /// a narrow terminal.
    static var previews: [Preview] {
        [
            Preview("search: results") { showing(await ProductFeature.search("oak", dependencies: $0)) },
            Preview("search: suggestions") { showing(await ProductFeature.search("", dependencies: $0)) },
            Preview("search: loading suggestions", dependencies: .preset.products(.hangs)) {
                ProductSearchView(dependencies: $0)
            },
            Preview("search: failed", dependencies: .preset.products(.fails(.offline("no network")))) {
                showing(await ProductFeature.search("oak", dependencies: $0))
            },
            Preview("search: no results", dependencies: .preset.products(.empty)) {
                showing(await ProductFeature.search("oak", dependencies: $0))
            },
            Preview("search: long and unicode text", dependencies: ProductPreviewData.longAndUnicode) {
                showing(await ProductFeature.search("", dependencies: $0))
            },
            Preview("search: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 12)]) {
                showing(await ProductFeature.search("oak", dependencies: $0))
            },
        ]
    }

    private static func showing(_ state: ProductSearchViewState) -> ProductSearchView {
        ProductSearchView(state: ViewState(wrappedValue: state))
    }
}
