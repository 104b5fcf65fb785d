import Domain
import FeatureKit
import TerminalUI

/// The lines of an order or a draft as the checkout, the placed order and the order detail show
/// them: a table of item, quantity, unit price and line total, then the totals.
enum OrderLinesText {
    static func lines(_ order: some OrderTotals, width: Int) -> [Line] {
        let table = Table(
            columns: [
                .init("Item", width: .fill(minimum: 12)), .init("Qty", width: .fit(maximum: 5), alignment: .right),
                .init("Price", width: .fit(maximum: 28), alignment: .right),
                .init("Total", width: .fit(maximum: 16), alignment: .right),
            ],
            rows: order.lines.map { line in
                Table.Row([
                    Span("\(line.productName) — \(line.variantName)"), Span("\(line.quantity)"),
                    Span(PriceText.text(line.price), style: .color(line.price.isOnSale ? .sale : .price)),
                    Span(line.total.formatted),
                ])
            })
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(
            contentsOf: TotalsText.lines(
                subtotal: order.subtotal, savings: order.savings, total: order.total, width: width))
        return lines
    }
}
