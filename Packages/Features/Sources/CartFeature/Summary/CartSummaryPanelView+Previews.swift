import FeatureKit
import Services
import TerminalUI
import VSMKit

extension CartSummaryPanelView {
    /// The summary panel's named previews, at the sizes a host gives it.
    static var previews: [Preview] {
        let sizes = [TerminalSize(columns: 60, rows: 8), TerminalSize(columns: 30, rows: 6)]
        return [
            Preview("summary: loaded", sizes: sizes) { dependencies in
                await CartPreviewData.fill(dependencies, with: CartPreviewData.standardLines)
                return showing(await CartFeature.load(dependencies: dependencies))
            },
            Preview("summary: loading", sizes: sizes, dependencies: .preset.cart(.hangs)) {
                CartSummaryPanelView(dependencies: $0)
            },
            Preview("summary: load failed", sizes: sizes, dependencies: .preset.cart(.fails(.timeout))) {
                showing(await CartFeature.load(dependencies: $0))
            },
            Preview("summary: empty", sizes: sizes) { showing(await CartFeature.load(dependencies: $0)) },
            Preview("summary: long and unicode text", sizes: sizes, dependencies: CartPreviewData.longAndUnicode) {
                dependencies in
                await CartPreviewData.fill(dependencies, with: [(CartPreviewData.longSKU, 3)])
                return showing(await CartFeature.load(dependencies: dependencies))
            },
            Preview("summary: narrow terminal", sizes: [TerminalSize(columns: 20, rows: 5)]) { dependencies in
                await CartPreviewData.fill(dependencies, with: CartPreviewData.standardLines)
                return showing(await CartFeature.load(dependencies: dependencies))
            },
        ]
    }

    private static func showing(_ state: CartViewState) -> CartSummaryPanelView {
        CartSummaryPanelView(state: ViewState(wrappedValue: state))
    }
}
