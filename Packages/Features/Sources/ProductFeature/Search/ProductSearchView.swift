import Domain
import TerminalUI

/// Product search as a pure function of its state: the search box, then suggestions, a spinner,
/// the results table (name, price, stock), no results, or the error with its way forward.
public enum ProductSearchView {
    public static let title = "Search products"

    /// The screen for `state` on a terminal `size` wide. The interactive app passes its search box
    /// `input` and the highlighted row `selection`; one-shot output passes neither.
    public static func screen(
        for state: ProductSearchViewState, size: TerminalSize, input: TextInput? = nil, selection: Int? = nil
    ) -> Screen {
        let width = max(20, size.columns)
        var lines: [Line] = []
        if let input {
            lines.append(input.line(prompt: "Search: ", placeholder: "type a product name", width: width))
            lines.append(.empty)
        }
        var focusedLine: Int?
        var footer: [KeyHint] = []
        switch state {
        case .loadingSuggestions:
            lines.append(Line([.spinner(), " Loading suggestions…"]))
        case .idle(let suggestions) where suggestions.isEmpty:
            lines.append(Line("Type to search the catalog.", style: .color(.muted)))
        case .idle(let suggestions):
            lines.append(Line("Featured", style: .heading))
            let table = productTable(suggestions, selection: selection)
            focusedLine = selection.map { lines.count + table.lineIndex(ofRow: $0) }
            lines.append(contentsOf: table.lines(width: width))
            footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        case .searching(let query):
            lines.append(Line([.spinner(), Span(" Searching for “"), Span(query, style: .bold), Span("”…")]))
        case .results(let search):
            let table = productTable(search.results, selection: selection)
            focusedLine = selection.map { lines.count + table.lineIndex(ofRow: $0) }
            lines.append(contentsOf: table.lines(width: width))
            lines.append(.empty)
            lines.append(
                Line(
                    "\(search.results.count) of \(search.total) \(search.total == 1 ? "match" : "matches") for “\(search.query)”",
                    style: .color(.muted)))
            footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        case .noResults(let query):
            lines.append(Line([Span("No products match “"), Span(query, style: .bold), Span("”.")]))
            lines.append(Line("Try fewer or other words.", style: .color(.muted)))
        case .failed(let query, let message):
            lines.append(
                Line([Span("Search for “\(query)” failed: ", style: .color(.error)), Span(message)]))
            lines.append(.empty)
            lines.append(Line([Span("Press "), Span("enter", style: .bold), Span(" to try again.")]))
            footer = [KeyHint("enter", "retry")]
        }
        footer.append(KeyHint("esc", "back"))
        return Screen(title: title, lines: lines, footer: footer, focusedLine: focusedLine)
    }

    /// Name, price and stock of each product; a sale price in the sale colour.
    static func productTable(_ products: [Product], selection: Int?) -> Table {
        let selected = selection.flatMap { products.isEmpty ? nil : min(max(0, $0), products.count - 1) }
        return Table(
            columns: [
                .init("Name", width: .fill(minimum: 12)), .init("Price", width: .fit(maximum: 32), alignment: .right),
                .init("Stock", width: .fit(maximum: 14)),
            ],
            rows: products.map { product in
                Table.Row([
                    Span(product.name),
                    Span(product.price.formatted, style: .color(product.price.isOnSale ? .sale : .price)),
                    StockText.span(forStock: product.totalStock),
                ])
            },
            selectedRow: selected)
    }
}
