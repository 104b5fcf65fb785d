import TerminalUI

/// Stock as people read it: "12 in stock", "only 2 left", "out of stock", coloured by urgency.
enum StockText {
    /// Below this many, stock is "low".
    static let lowStock = 5

    static func text(forStock stock: Int) -> String {
        switch stock {
        case ..<1: "out of stock"
        case ..<lowStock: "only \(stock) left"
        default: "\(stock) in stock"
        }
    }

    static func span(forStock stock: Int) -> Span {
        let color: Color =
            switch stock {
            case ..<1: .error
            case ..<lowStock: .warning
            default: .success
            }
        return Span(text(forStock: stock), style: .color(color))
    }
}
