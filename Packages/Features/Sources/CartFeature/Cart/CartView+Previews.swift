import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

extension CartView {
    /// The cart's named previews: each phase, the empty cart, a change in flight, text that is long
    /// or wide, a narrow terminal.
    static var previews: [Preview] {
        [
            Preview("cart: loaded") { showing(await filled($0, with: CartPreviewData.standardLines)) },
            Preview("cart: loading", dependencies: .preset.cart(.hangs)) { CartView(dependencies: $0) },
            Preview("cart: load failed", dependencies: .preset.cart(.fails(.offline("no network")))) {
                showing(await CartFeature.load(dependencies: $0))
            },
            Preview("cart: empty") { showing(await CartFeature.load(dependencies: $0)) },
            Preview("cart: long and unicode text", dependencies: CartPreviewData.longAndUnicode) {
                showing(await filled($0, with: [(CartPreviewData.longSKU, 3)]))
            },
            Preview("cart: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 14)]) {
                showing(await filled($0, with: CartPreviewData.standardLines))
            },
        ]
    }

    private static func filled(
        _ dependencies: Dependencies, with lines: [(sku: SKUID, quantity: Int)]
    ) async
        -> CartViewState
    {
        await CartPreviewData.fill(dependencies, with: lines)
        return await CartFeature.load(dependencies: dependencies)
    }

    private static func showing(_ state: CartViewState) -> CartView {
        CartView(state: ViewState(wrappedValue: state))
    }
}
