import Domain
import FeatureKit
import TerminalUI

/// The product detail screen as a pure function of its state: the product, its price and
/// description, the colour and size choice (interactive only), the add-to-cart status and every
/// variant with its SKU id, price and stock.
public enum ProductDetailView {
    /// The screen for `state` on a terminal `size` wide. The interactive app passes the row the
    /// arrows change (`focus`); one-shot output passes `nil` and gets no choice rows.
    public static func screen(
        for state: ProductDetailViewState, size: TerminalSize, focus: ProductDetailFocus? = nil
    ) -> Screen {
        let width = max(20, size.columns)
        switch state {
        case .initialized(let loader):
            return Screen(
                title: "Product \(loader.productID)", lines: [Line([.spinner(), " Loading…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(nil):
            return Screen(
                title: "Product", lines: [Line([.spinner(), " Loading the product…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen(
                title: "Product \(errorModel.productID)",
                lines: [
                    Line([Span("Could not load the product: ", style: .color(.error)), Span(errorModel.message)]),
                    .empty,
                    Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
                ],
                footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        case .loaded(let model):
            return loadedScreen(model, width: width, focus: focus)
        }
    }

    private static func loadedScreen(_ model: ProductDetailModel, width: Int, focus: ProductDetailFocus?) -> Screen {
        let product = model.product
        var facts = [product.brand, product.category]
        if let rating = product.rating { facts.append(rating.formatted) }
        var lines = Line.wrapping(facts.joined(separator: " · "), width: width, style: .color(.muted))
        lines.append(
            Line(product.price.formatted, style: Style.bold.colored(product.price.isOnSale ? .sale : .price)))
        lines.append(.empty)
        lines.append(contentsOf: Line.wrapping(product.description, width: width))
        lines.append(.empty)
        var focusedLine: Int?
        if let focus {
            if !model.colours.isEmpty {
                if focus == .colour { focusedLine = lines.count }
                lines.append(colourLine(model, isFocused: focus == .colour))
            }
            if !model.sizes.isEmpty {
                if focus == .size { focusedLine = lines.count }
                lines.append(sizeLine(model, isFocused: focus == .size))
            }
            lines.append(contentsOf: statusLines(model))
            lines.append(.empty)
        }
        lines.append(Line("Variants", style: .heading))
        let table = Table(
            columns: [
                .init("Variant", width: .fill(minimum: 8)), .init("SKU", width: .fit(maximum: 24)),
                .init("Price", width: .fit(maximum: 28), alignment: .right), .init("Stock", width: .fit(maximum: 14)),
            ],
            rows: product.skus.map { sku in
                Table.Row(
                    [
                        Span(sku.variantName), Span(sku.id.rawValue, style: .color(.muted)),
                        Span(PriceText.text(sku.price), style: .color(sku.price.isOnSale ? .sale : .price)),
                        StockText.span(forStock: sku.stock),
                    ], style: sku.isInStock ? .plain : .dim)
            })
        lines.append(contentsOf: table.lines(width: width))
        var footer: [KeyHint] = []
        if !model.colours.isEmpty || !model.sizes.isEmpty { footer.append(KeyHint("↑↓ ←→", "choose")) }
        if model.canAddToCart { footer.append(KeyHint("a", "add to cart")) }
        footer.append(KeyHint("esc", "back"))
        return Screen(title: product.name, lines: lines, footer: footer, focusedLine: focusedLine)
    }

    private static func colourLine(_ model: ProductDetailModel, isFocused: Bool) -> Line {
        let options = model.colours.map { colour in
            let hasStock = model.product.skus.contains { $0.colour == colour && $0.isInStock }
            return option(colour, isChosen: colour == model.selectedColour, isAvailable: hasStock)
        }
        return Line.selectableChoice(label: "Colour", options: options, isFocused: isFocused)
    }

    private static func sizeLine(_ model: ProductDetailModel, isFocused: Bool) -> Line {
        let options = model.sizes.map { size in
            let hasStock = model.sku(colour: model.selectedColour, size: size)?.isInStock ?? false
            return option(size, isChosen: size == model.selectedSize, isAvailable: hasStock)
        }
        return Line.selectableChoice(label: "Size", options: options, isFocused: isFocused)
    }

    /// One option of a choice: `[Red]` when chosen, struck through as `Red×` when out of stock.
    private static func option(_ name: String, isChosen: Bool, isAvailable: Bool) -> [Span] {
        let text = isAvailable ? name : name + "×"
        if isChosen { return [Span("[" + text + "]", style: Style.bold.colored(.accent))] }
        return [Span(" " + text + " ", style: isAvailable ? .plain : .color(.muted))]
    }

    private static func statusLines(_ model: ProductDetailModel) -> [Line] {
        var lines: [Line] = []
        if let sku = model.selectedSKU {
            lines.append(
                Line([
                    Span("SKU ", style: .color(.muted)), Span(sku.id.rawValue), Span(" · "),
                    Span(PriceText.text(sku.price), style: .color(sku.price.isOnSale ? .sale : .price)), Span(" · "),
                    StockText.span(forStock: sku.stock),
                ]))
        }
        switch model.addStatus {
        case .ready:
            if model.canAddToCart {
                lines.append(Line([Span("Press "), Span("a", style: .bold), Span(" to add it to the cart.")]))
            } else if let sku = model.selectedSKU {
                lines.append(Line("\(sku.variantName) is out of stock.", style: .color(.warning)))
            }
        case .adding:
            lines.append(Line([.spinner(), " Adding to the cart…"]))
        case .added(let sku, let count):
            let name = model.product.sku(id: sku)?.variantName ?? sku.rawValue
            lines.append(
                Line(
                    "✓ Added \(name) to the cart (\(count) \(count == 1 ? "item" : "items") in the cart).",
                    style: .color(.success)))
        case .failed(let reason):
            lines.append(Line([Span("Could not add to the cart: ", style: .color(.error)), Span(reason)]))
        }
        return lines
    }
}

extension Line {
    /// `› Colour  [Red]  Blue  Green×` with the marker when the row has the arrows' focus.
    fileprivate static func selectableChoice(label: String, options: [[Span]], isFocused: Bool) -> Line {
        let labelSpan = Span(label.padded(toWidth: 8), style: .bold)
        let spans = [labelSpan] + options.flatMap { $0 + [Span(" ")] }
        return isFocused
            ? Line([Span(Line.selectionMarker, style: Style.bold.colored(.accent))] + spans)
            : Line([Span(Line.unselectedMarker)] + spans)
    }
}
