import Domain
import FeatureKit
import FoundationExt
import TerminalUI
import VSMKit

/// The colour and size picker, a child view embedded by ``ProductDetailView``: ↑↓ pick the row,
/// ←→ change it.
///
/// Its state is its own (`@ViewState`, ``VariantPickerViewState``, ``VariantPickerModel``), and it
/// tells its parent the SKU of each new choice through `onChoice`: delegation, as the simple-view-model
/// seed's child views report to their parents. The parent keeps only that SKU (it is what "add to
/// cart" adds) and knows nothing of the picker's rows or focus; the picker knows nothing of its
/// parent. Alone, in its tests and previews, nobody needs to listen.
@MainActor
public struct VariantPickerView: TerminalView {
    @ViewState var state: VariantPickerViewState
    /// Told the SKU of each new choice made with the keys (`nil` when the product has no such
    /// combination), after the picker's state has moved to it; not told of focus moves.
    private let onChoice: @MainActor (SKU?) -> Void

    public init(state: ViewState<VariantPickerViewState>, onChoice: @escaping @MainActor (SKU?) -> Void = { _ in }) {
        _state = state
        self.onChoice = onChoice
    }

    /// The picker of `product` with `sku` chosen (its first choice when `nil` or not the product's).
    public init(product: Product, choosing sku: SKUID? = nil, onChoice: @escaping @MainActor (SKU?) -> Void = { _ in })
    {
        self.init(state: ViewState(wrappedValue: .start(for: product, choosing: sku)), onChoice: onChoice)
    }

    /// The colour and size rows (none when there is nothing to choose), the focused one marked.
    public func render(size: TerminalSize) -> Screen {
        guard case .choosing(let choiceModel) = state else { return Screen(title: "") }
        var lines: [Line] = []
        var focusedLine: Int?
        if !choiceModel.colours.isEmpty {
            if choiceModel.focus == .colour { focusedLine = lines.count }
            lines.append(Self.colourLine(choiceModel))
        }
        if !choiceModel.sizes.isEmpty {
            if choiceModel.focus == .size { focusedLine = lines.count }
            lines.append(Self.sizeLine(choiceModel))
        }
        return Screen(title: "", lines: lines, focusedLine: focusedLine)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        guard case .choosing(let choiceModel) = state else { return .ignored }
        let next: VariantPickerViewState
        switch key {
        case .up, .character("k"): next = choiceModel.focusing(.colour)
        case .down, .character("j"): next = choiceModel.focusing(.size)
        case .left, .character("h"): next = choiceModel.moving(by: -1)
        case .right, .character("l"): next = choiceModel.moving(by: 1)
        default: return .ignored
        }
        $state.observe(next)
        // Only a new SKU is a choice: moving between the rows, or along a row of one option, is
        // not, and the parent would take it for one (it clears the last add's result).
        let chosen = next.chosenSKU(of: choiceModel.product)
        if chosen?.id != choiceModel.selectedSKU?.id { onChoice(chosen) }
        return .handled
    }

    private static func colourLine(_ choiceModel: VariantPickerModel) -> Line {
        let options = choiceModel.colours.map { colour in
            let hasStock = choiceModel.product.skus.contains { $0.colour == colour && $0.isInStock }
            return option(colour, isChosen: colour == choiceModel.selectedColour, isAvailable: hasStock)
        }
        return choiceLine(label: "Colour", options: options, isFocused: choiceModel.focus == .colour)
    }

    private static func sizeLine(_ choiceModel: VariantPickerModel) -> Line {
        let options = choiceModel.sizes.map { size in
            let sku = choiceModel.product.sku(colour: choiceModel.selectedColour, size: size)
            return option(size, isChosen: size == choiceModel.selectedSize, isAvailable: sku?.isInStock ?? false)
        }
        return choiceLine(label: "Size", options: options, isFocused: choiceModel.focus == .size)
    }

    /// One option of a choice: `[Red]` when chosen, struck through as `Red×` when out of stock.
    private static func option(_ name: String, isChosen: Bool, isAvailable: Bool) -> [Span] {
        let text = isAvailable ? name : name + "×"
        if isChosen { return [Span("[" + text + "]", style: Style.bold.colored(.accent))] }
        return [Span(" " + text + " ", style: isAvailable ? .plain : .color(.muted))]
    }

    /// `› Colour  [Red]  Blue  Green×` with the marker when the row has the arrows' focus.
    private static func choiceLine(label: String, options: [[Span]], isFocused: Bool) -> Line {
        let spans = [Span(label.padded(toWidth: 8), style: .bold)] + options.flatMap { $0 + [Span(" ")] }
        return isFocused
            ? Line([Span(Line.selectionMarker, style: Style.bold.colored(.accent))] + spans)
            : Line([Span(Line.unselectedMarker)] + spans)
    }
}
