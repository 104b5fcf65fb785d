import Domain

/// A colour and size chosen among the combinations a product has, and which of the two rows the
/// arrows change. Out-of-stock SKUs can be chosen, to be seen; the detail decides what to add.
public struct VariantPickerModel: Sendable, Equatable {
    /// Which row the left and right arrows change.
    public enum Row: Sendable, Hashable {
        case colour
        case size
    }

    public let product: Product
    /// The chosen colour (`nil` when the product has no colours).
    public let selectedColour: String?
    /// The chosen size (`nil` when the product, in that colour, has no sizes).
    public let selectedSize: String?
    /// The row the arrows change (always a row the product has).
    public let focus: Row

    /// The first choice: the first colour with stock, then its first size with stock (or the first
    /// ones when nothing is in stock).
    public init(firstChoiceOf product: Product) {
        let colour =
            product.colours.first { colour in product.skus.contains { $0.colour == colour && $0.isInStock } }
            ?? product.colours.first
        self.init(
            product: product, selectedColour: colour,
            selectedSize: Self.preferredSize(of: product, colour: colour, keeping: nil), focus: .colour)
    }

    /// A model with this choice; `focus` moves to a row the product has.
    public init(product: Product, selectedColour: String?, selectedSize: String?, focus: Row) {
        self.product = product
        self.selectedColour = selectedColour
        self.selectedSize = selectedSize
        let sizes = product.sizes(forColour: selectedColour)
        switch focus {
        case .colour where product.colours.isEmpty: self.focus = .size
        case .size where sizes.isEmpty: self.focus = .colour
        default: self.focus = focus
        }
    }

    /// The colours to choose from, in the product's order.
    public var colours: [String] { product.colours }

    /// The sizes the chosen colour comes in.
    public var sizes: [String] { product.sizes(forColour: selectedColour) }

    /// The SKU of the chosen colour and size, if the product has that combination.
    public var selectedSKU: SKU? { product.sku(colour: selectedColour, size: selectedSize) }

    /// The arrows now change `row`.
    public func focusing(_ row: Row) -> VariantPickerViewState {
        .choosing(choiceModel: choosing(colour: selectedColour, size: selectedSize, focus: row))
    }

    /// The option `offset` places from the chosen one in the focused row (wrapping around); a new
    /// colour keeps the size when it comes in it.
    public func moving(by offset: Int) -> VariantPickerViewState {
        switch focus {
        case .colour:
            guard let colour = Self.neighbour(of: selectedColour, in: colours, offset: offset) else {
                return .choosing(choiceModel: self)
            }
            let size = Self.preferredSize(of: product, colour: colour, keeping: selectedSize)
            return .choosing(choiceModel: choosing(colour: colour, size: size, focus: focus))
        case .size:
            guard let size = Self.neighbour(of: selectedSize, in: sizes, offset: offset) else {
                return .choosing(choiceModel: self)
            }
            return .choosing(choiceModel: choosing(colour: selectedColour, size: size, focus: focus))
        }
    }

    /// This product with another choice, through the initializer that keeps `focus` on a row the
    /// product has (a copy could leave it on a row a new colour lacks).
    private func choosing(colour: String?, size: String?, focus: Row) -> VariantPickerModel {
        VariantPickerModel(product: product, selectedColour: colour, selectedSize: size, focus: focus)
    }

    /// The size to show for `colour`: the current one if that colour has it, else the first with
    /// stock, else the first.
    private static func preferredSize(of product: Product, colour: String?, keeping current: String?) -> String? {
        let sizes = product.sizes(forColour: colour)
        if let current, sizes.contains(current) { return current }
        return sizes.first { product.sku(colour: colour, size: $0)?.isInStock ?? false } ?? sizes.first
    }

    private static func neighbour(of value: String?, in values: [String], offset: Int) -> String? {
        guard !values.isEmpty else { return nil }
        let index = value.flatMap { values.firstIndex(of: $0) } ?? 0
        let count = values.count
        return values[((index + offset % count) + count) % count]
    }
}
