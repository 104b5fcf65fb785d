import Domain

/// The phases of the colour and size picker embedded in the product detail: choosing (the
/// product has colours or sizes), or nothing to choose (one variant only).
public enum VariantPickerViewState: Sendable, Equatable {
    /// Colours and sizes to choose from; the model moves the choice.
    case choosing(choiceModel: VariantPickerModel)
    /// The product has neither colours nor sizes.
    case nothingToChoose

    /// The picker's first state for `product`: `sku`'s colour and size when the product has that
    /// SKU (a deep link's `?sku=`), otherwise the first colour with stock, then its first size with
    /// stock (or the first ones when nothing is in stock).
    public static func start(for product: Product, choosing sku: SKUID? = nil) -> VariantPickerViewState {
        guard !product.colours.isEmpty || !product.sizes().isEmpty else { return .nothingToChoose }
        guard let sku = sku.flatMap(product.sku(id:)) else {
            return .choosing(choiceModel: VariantPickerModel(firstChoiceOf: product))
        }
        return .choosing(
            choiceModel: VariantPickerModel(
                product: product, selectedColour: sku.colour, selectedSize: sku.size, focus: .colour))
    }

    /// The SKU of the choice (the product's only SKU when there is nothing to choose).
    public func chosenSKU(of product: Product) -> SKU? {
        switch self {
        case .choosing(let choiceModel): choiceModel.selectedSKU
        case .nothingToChoose: product.skus.first
        }
    }
}
