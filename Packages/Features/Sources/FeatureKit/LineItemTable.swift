import Domain
import TerminalUI

/// The table of bought items the cart and the orders show: item (product — variant), quantity, unit
/// price (the sale's colour and the regular price when on sale) and the line's total.
public enum LineItemTable {
    /// One line of the table.
    public struct Item {
        public var productName: String
        public var variantName: String
        public var quantity: Int
        public var unitPrice: Price
        public var total: Money

        public init(productName: String, variantName: String, quantity: Int, unitPrice: Price, total: Money) {
            self.productName = productName
            self.variantName = variantName
            self.quantity = quantity
            self.unitPrice = unitPrice
            self.total = total
        }
    }

    /// The table of `items`, `selectedRow` marked.
    public static func table(_ items: [Item], selectedRow: Int? = nil) -> Table {
        Table(
            columns: [
                .init("Item", width: .fill(minimum: 12)), .init("Qty", width: .fit(maximum: 5), alignment: .right),
                .init("Price", width: .fit(maximum: 28), alignment: .right),
                .init("Total", width: .fit(maximum: 16), alignment: .right),
            ],
            rows: items.map { item in
                Table.Row([
                    Span("\(item.productName) — \(item.variantName)"), Span("\(item.quantity)"),
                    Span(PriceText.text(item.unitPrice), style: .color(item.unitPrice.isOnSale ? .sale : .price)),
                    Span(item.total.formatted),
                ])
            },
            selectedRow: selectedRow)
    }
}
