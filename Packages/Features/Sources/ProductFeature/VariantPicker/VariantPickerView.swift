import Domain
import FeatureKit
import FoundationExt
import TerminalUI
import VSMKit

/// The colour and size picker, a child view embedded by ``ProductDetailView``: ↑↓ pick the row,
/// ←→ change it.
///
/// Its state and model are its own (``VariantPickerViewState``, ``VariantPickerModel``), but the
/// state is kept inside its parent's state, once: the parent hands it a scope of its container
/// (VSMKit's `$state.scope(…)`), the picker reads `state` through it, and every state the picker
/// observes is written back into the parent's state by the scope's embed function. It never
/// reaches into the parent, and knows nothing of its type (`Parent` is generic). Alone, it runs
/// over a container of its own: `VariantPickerView(state: container.scope(\.self))`.
@MainActor
public struct VariantPickerView<Parent>: TerminalView {
    /// The picker's state, scoped out of the parent's container.
    private let scope: ScopedContainer<Parent, VariantPickerViewState>

    public init(state scope: ScopedContainer<Parent, VariantPickerViewState>) {
        self.scope = scope
    }

    private var state: VariantPickerViewState { scope.state }

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
        switch key {
        case .up, .character("k"):
            scope.observe(choiceModel.focusing(.colour))
        case .down, .character("j"):
            scope.observe(choiceModel.focusing(.size))
        case .left, .character("h"):
            scope.observe(choiceModel.moving(by: -1))
        case .right, .character("l"):
            scope.observe(choiceModel.moving(by: 1))
        default:
            return .ignored
        }
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
