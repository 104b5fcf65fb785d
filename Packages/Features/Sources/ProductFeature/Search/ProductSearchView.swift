import CartFeatureInterface
import Domain
import FeatureKit
import FoundationExt
import ProductFeatureInterface
import Services
import TerminalUI
import VSMKit

/// Product search: typing edits the search box, which is bound to the state and searches as you
/// type (debounced on the container's clock: only the last query of a burst is searched); arrows
/// move, Enter opens the product (or retries a failed search), Esc goes back. Suggestions show
/// while the box is empty.
@MainActor
public struct ProductSearchView: TerminalView {
    public static let title = "Search products"
    /// How long typing must pause before a search runs.
    public static let debounce: Duration = .milliseconds(300)

    @ViewState var state: ProductSearchViewState
    /// The search box (it keeps what is typed while the bound search waits out the debounce).
    @ViewLocal private var input = TextInput(maximumLength: 100)
    /// The highlighted product.
    @ViewLocal private var selection = 0
    /// The query last handed to the search box's binding.
    @ViewLocal private var submittedQuery = ""
    /// The pause that triggers a search.
    private let debounce: Duration

    /// - Parameters:
    ///   - state: the container, whose clock times the debounce (a test clock in tests).
    ///   - debounce: the pause in typing that triggers a search.
    public init(state: ViewState<ProductSearchViewState>, debounce: Duration = ProductSearchView.debounce) {
        _state = state
        self.debounce = debounce
    }

    /// Search over the dependencies' products, showing at most `limit` results, with `query`
    /// already typed (a deep link's `?q=`).
    public init(dependencies: Dependencies, query: String = "", limit: Int = 20) {
        let searchModel = ProductSearchModel(productService: dependencies.products, limit: limit)
        self.init(state: ViewState(wrappedValue: .initialized(searchModel: searchModel)))
        input = TextInput(query, maximumLength: input.maximumLength)
        submittedQuery = ProductSearchModel.normalized(input.text)
    }

    /// Searches what the box holds, or shows the featured products while it is empty (once: coming
    /// back to the view keeps what it showed).
    public func onAppear() {
        if case .initialized(let searchModel) = state {
            $state.observe(searchModel.search(input.text))
        }
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let count = state.products.count
        switch key {
        case .up:
            selection = max(0, selection - 1)
        case .down:
            selection = min(selection + 1, max(0, count - 1))
        case .pageUp:
            selection = max(0, selection - 10)
        case .pageDown:
            selection = min(selection + 10, max(0, count - 1))
        case .enter:
            return enter()
        default:
            guard input.apply(key) else { return .ignored }
            let query = ProductSearchModel.normalized(input.text)
            guard query != submittedQuery else { return .handled }
            submittedQuery = query
            selection = 0
            searchBox.value = query
        }
        return .handled
    }

    /// The search box bound to the state's query: a new query becomes the search for it, once
    /// typing pauses.
    private var searchBox: StateBinding<String> {
        $state.bind(\.query, to: { state, query in state.searchModel.search(query) }, debounced: debounce)
    }

    /// Types `text` into the search box as if each character were a key press.
    public func type(_ text: String) {
        for character in text {
            _ = handle(.character(character))
        }
    }

    private func enter() -> KeyOutcome {
        switch state {
        case .failed(let searchModel, let query, _):
            $state.observe(searchModel.retry(query))
            return .handled
        case .idle, .results:
            guard let product = state.products[safe: selection] else { return .ignored }
            return .route(ProductRoute.detail(product.id, sku: nil))
        case .initialized, .loadingSuggestions, .searching, .noResults:
            return .ignored
        }
    }

    public func render(size: TerminalSize) -> Screen {
        let width = max(20, size.columns)
        let searchBox = input.line(prompt: "Search: ", placeholder: "type a product name", width: width)
        return Self.screen(for: state, searchBox: searchBox, selection: selection, width: width)
    }

    /// The screen for `state`: the one layout of the view and of its printout (no search box, no
    /// `selection`).
    static func screen(for state: ProductSearchViewState, searchBox: Line?, selection: Int?, width: Int) -> Screen {
        let width = max(20, width)
        var lines: [Line] = []
        if let searchBox {
            lines.append(searchBox)
            lines.append(.empty)
        }
        var focusedLine: Int?
        var footer: [KeyHint] = []
        switch state {
        case .initialized, .loadingSuggestions:
            lines.append(Line([.spinner(), " Loading suggestions…"]))
        case .idle(_, let suggestions) where suggestions.isEmpty:
            lines.append(Line("Type to search the catalog.", style: .color(.muted)))
        case .idle(_, let suggestions):
            lines.append(Line("Featured", style: .heading))
            let table = productTable(suggestions, selection: selection)
            focusedLine = selection.map { lines.count + table.lineIndex(ofRow: $0) }
            lines.append(contentsOf: table.lines(width: width))
            footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        case .searching(_, let query):
            lines.append(Line([.spinner(), Span(" Searching for “"), Span(query, style: .bold), Span("”…")]))
        case .results(_, let search):
            let table = productTable(search.results, selection: selection)
            focusedLine = selection.map { lines.count + table.lineIndex(ofRow: $0) }
            lines.append(contentsOf: table.lines(width: width))
            lines.append(.empty)
            lines.append(
                Line(
                    "\(search.results.count) of \(search.total) \(search.total == 1 ? "match" : "matches") for “\(search.query)”",
                    style: .color(.muted)))
            footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        case .noResults(_, let query):
            lines.append(Line([Span("No products match “"), Span(query, style: .bold), Span("”.")]))
            lines.append(Line("Try fewer or other words.", style: .color(.muted)))
        case .failed(_, let query, let message):
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
    private static func productTable(_ products: [Product], selection: Int?) -> Table {
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

extension ProductSearchViewState {
    @MainActor public func printout(width: Int) -> Screen {
        ProductSearchView.screen(for: self, searchBox: nil, selection: nil, width: width)
    }
}
