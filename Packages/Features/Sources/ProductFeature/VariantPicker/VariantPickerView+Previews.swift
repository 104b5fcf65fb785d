import Domain
import FeatureKit
import Services
import TerminalUI
import VSMKit

extension VariantPickerView {
    /// The picker's named previews, alone as in its tests (no parent listens to its choices).
    static var previews: [Preview] {
        let sizes = [TerminalSize(columns: 60, rows: 8), TerminalSize(columns: 30, rows: 8)]
        let chair = ProductPreviewData.chairID
        return [
            Preview("picker: colour and size", sizes: sizes) { choosing(await product(chair, on: $0)) },
            Preview("picker: size row focused", sizes: sizes, keys: [.down, .right]) {
                choosing(await product(chair, on: $0))
            },
            Preview("picker: nothing to choose", sizes: sizes) { _ in showing(.nothingToChoose) },
            Preview("picker: long and unicode text", sizes: sizes, dependencies: ProductPreviewData.longAndUnicode) {
                choosing(await product(ProductPreviewData.longProductID, on: $0))
            },
            Preview("picker: narrow terminal", sizes: [TerminalSize(columns: 16, rows: 6)]) {
                choosing(await product(chair, on: $0))
            },
        ]
    }

    private static func product(_ id: ProductID, on dependencies: Dependencies) async -> Product? {
        try? await dependencies.products.product(id)
    }

    private static func choosing(_ product: Product?) -> VariantPickerView {
        showing(product.map { .choosing(choiceModel: VariantPickerModel(firstChoiceOf: $0)) } ?? .nothingToChoose)
    }

    private static func showing(_ state: VariantPickerViewState) -> VariantPickerView {
        VariantPickerView(state: ViewState(wrappedValue: state))
    }
}
