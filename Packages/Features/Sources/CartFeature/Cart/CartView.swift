import Domain
import FeatureKit
import TerminalUI

/// The cart as a pure function of its state: the lines with quantities and prices, subtotal,
/// savings and total (computed by Domain's `Cart`), the empty state, and errors with a way forward.
public enum CartView {
    public static let title = "Cart"

    /// The screen for `state` on a terminal `size` wide. `selection` is the highlighted line in
    /// the interactive app; `nil` (one-shot output) shows the lines without a selection.
    public static func screen(for state: CartViewState, size: TerminalSize, selection: Int? = nil) -> Screen {
        let width = max(20, size.columns)
        switch state {
        case .initialized, .loading(nil):
            return Screen(
                title: title, lines: [Line([.spinner(), " Loading the cart…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen(
                title: title,
                lines: [
                    Line([Span("Could not load the cart: ", style: .color(.error)), Span(errorModel.message)]),
                    .empty,
                    Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
                ],
                footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        case .empty(let model):
            var lines = [
                Line("Your cart is empty.", style: .bold),
                Line("Search for a product and press a on it to add it here.", style: .color(.muted)),
            ]
            lines.append(contentsOf: activityLines(model.activity))
            return Screen(title: title, lines: lines, footer: [KeyHint("r", "reload"), KeyHint("esc", "back")])
        case .loaded(let model):
            return loadedScreen(model, width: width, selection: selection)
        }
    }

    private static func loadedScreen(_ model: CartModel, width: Int, selection: Int?) -> Screen {
        let cart = model.cart
        let selected = selection.map { min(max(0, $0), cart.lines.count - 1) }
        let table = Table(
            columns: [
                .init("Item", width: .fill(minimum: 12)), .init("Qty", width: .fit(maximum: 5), alignment: .right),
                .init("Price", width: .fit(maximum: 28), alignment: .right),
                .init("Total", width: .fit(maximum: 16), alignment: .right),
            ],
            rows: cart.lines.map { line in
                Table.Row([
                    Span("\(line.productName) — \(line.variantName)"), Span("\(line.quantity)"),
                    Span(PriceText.text(line.unitPrice), style: .color(line.unitPrice.isOnSale ? .sale : .price)),
                    Span(line.total.formatted),
                ])
            },
            selectedRow: selected)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(contentsOf: totalLines(cart, width: width))
        lines.append(contentsOf: activityLines(model.activity))
        return Screen(
            title: "\(title) · \(cart.itemCount) \(cart.itemCount == 1 ? "item" : "items")", lines: lines,
            footer: [
                KeyHint("↑↓", "move"), KeyHint("+/-", "quantity"), KeyHint("d", "remove"), KeyHint("x", "empty cart"),
                KeyHint("r", "reload"), KeyHint("esc", "back"),
            ],
            focusedLine: selected.map(table.lineIndex(ofRow:)))
    }

    /// Subtotal (regular prices), savings (only when there are any) and the total, right-aligned.
    private static func totalLines(_ cart: Cart, width: Int) -> [Line] {
        var rows: [(String, String, Style)] = [("Subtotal", cart.subtotal.formatted, .plain)]
        if !cart.savings.isZero {
            rows.append(("Savings", "-" + cart.savings.formatted, .color(.sale)))
        }
        rows.append(("Total", cart.total.formatted, .bold))
        let amountWidth = rows.map(\.1.displayWidth).max() ?? 0
        return rows.map { label, amount, style in
            let labelText = (label + "  ").padded(toWidth: max(0, width - amountWidth), alignment: .right)
            return Line([
                Span(labelText, style: style),
                Span(amount.padded(toWidth: amountWidth, alignment: .right), style: style),
            ])
        }
    }

    private static func activityLines(_ activity: CartActivity) -> [Line] {
        switch activity {
        case .idle:
            return []
        case .updating:
            return [.empty, Line([.spinner(), " Updating the cart…"])]
        case .failed(let message):
            return [
                .empty, Line([Span("Could not change the cart: ", style: .color(.error)), Span(message)]),
                Line("Press r to reload it.", style: .color(.muted)),
            ]
        }
    }
}
