import Domain
import FeatureKit
import TerminalUI

/// The lines of an order or a draft as the checkout, the placed order and the order detail show
/// them: FeatureKit's table of items (as the cart's), then the totals.
enum OrderLinesText {
    static func lines(_ order: some OrderTotals, width: Int) -> [Line] {
        let table = LineItemTable.table(
            order.lines.map { line in
                LineItemTable.Item(
                    productName: line.productName, variantName: line.variantName, quantity: line.quantity,
                    unitPrice: line.price, total: line.total)
            }, width: width)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(
            contentsOf: TotalsText.lines(
                subtotal: order.subtotal, savings: order.savings, total: order.total, width: width))
        return lines
    }
}
