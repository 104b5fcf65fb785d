import Domain
import FoundationExt
import TerminalUI

/// Subtotal (regular prices), savings (only when there are any) and the total, right-aligned: the
/// foot of the cart and of an order.
public enum TotalsText {
    public static func lines(subtotal: Money, savings: Money, total: Money, width: Int) -> [Line] {
        var rows: [(String, String, Style)] = [("Subtotal", subtotal.formatted, .plain)]
        if !savings.isZero {
            rows.append(("Savings", "-" + savings.formatted, .color(.sale)))
        }
        rows.append(("Total", total.formatted, .bold))
        let amountWidth = rows.map(\.1.displayWidth).max() ?? 0
        return rows.map { label, amount, style in
            let labelText = (label + "  ").padded(toWidth: max(0, width - amountWidth), alignment: .right)
            return Line([
                Span(labelText, style: style),
                Span(amount.padded(toWidth: amountWidth, alignment: .right), style: style),
            ])
        }
    }
}
