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

    /// The table of `items` for a screen `width` columns wide, `selectedRow` marked, whose prices are
    /// never cut: the price and total columns are exactly as wide as their widest amount and only the
    /// item's name is truncated. When the name would get fewer than `minimumNameWidth` columns, the
    /// unit price drops its "(was …)" part, then the unit price column goes (the line total stays):
    /// a shorter price beats a cut one.
    public static func table(_ items: [Item], selectedRow: Int? = nil, width: Int) -> Table {
        let minimumNameWidth = 8
        // Each layout is made only when the one before does not fit: the first usually does.
        for layout in [UnitPriceColumn.full, .current] {
            let candidate = table(items, unitPrice: layout, selectedRow: selectedRow)
            if (candidate.columnWidths(totalWidth: width).first ?? 0) >= minimumNameWidth { return candidate }
        }
        return table(items, unitPrice: .none, selectedRow: selectedRow)
    }

    /// How the unit price column shows a price.
    private enum UnitPriceColumn {
        /// `$17.49 (was $24.99)`.
        case full
        /// `$17.49`, coloured as a sale price when it is one.
        case current
        /// No unit price column.
        case none
    }

    private static func table(_ items: [Item], unitPrice: UnitPriceColumn, selectedRow: Int?) -> Table {
        func unitPriceText(_ price: Price) -> String? {
            switch unitPrice {
            case .full: PriceText.text(price)
            case .current: price.current.formatted
            case .none: nil
            }
        }
        /// A column exactly as wide as its title and widest amount: never shrunk by the table.
        func amountColumn(_ title: String, _ amounts: [String]) -> Table.Column {
            .init(title, width: .fixed(([title] + amounts).map { $0.displayWidth }.max() ?? 0), alignment: .right)
        }
        let unitPrices = items.map { unitPriceText($0.unitPrice) }
        var columns: [Table.Column] = [
            .init("Item", width: .fill(minimum: 1)), .init("Qty", width: .fit(maximum: 5), alignment: .right),
        ]
        if unitPrice != .none {
            columns.append(amountColumn("Price", unitPrices.compactMap { $0 }))
        }
        columns.append(amountColumn("Total", items.map { $0.total.formatted }))
        let rows = zip(items, unitPrices).map { item, unitPriceText in
            var cells = [Span("\(item.productName) — \(item.variantName)"), Span("\(item.quantity)")]
            if let unitPriceText {
                cells.append(Span(unitPriceText, style: .color(item.unitPrice.isOnSale ? .sale : .price)))
            }
            cells.append(Span(item.total.formatted))
            return Table.Row(cells)
        }
        return Table(columns: columns, rows: rows, selectedRow: selectedRow)
    }
}
