import Domain
import FeatureKit
import FoundationExt
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
    /// The search and the products it opens; `nil` when printed once.
    private let searchModel: ProductSearchModel?
    private let dependencies: Dependencies?
    private let debounce: Duration
    private let presentation: Presentation

    /// - Parameters:
    ///   - dependencies: the products to search and the cart the detail view adds to.
    ///   - clock: times the debounce window (a test clock in tests).
    ///   - debounce: the pause that triggers a search.
    ///   - limit: the most results a search shows.
    public init(
        dependencies: Dependencies, clock: any Clock<Duration> = ContinuousClock(),
        debounce: Duration = ProductSearchView.debounce, limit: Int = 20
    ) {
        self.init(
            state: ViewState(wrappedValue: .idle(suggestions: []), clock: clock), dependencies: dependencies,
            debounce: debounce, limit: limit)
    }

    /// A view over an existing container, for tests and previews.
    public init(
        state: ViewState<ProductSearchViewState>, dependencies: Dependencies,
        debounce: Duration = ProductSearchView.debounce, limit: Int = 20
    ) {
        _state = state
        self.dependencies = dependencies
        self.searchModel = ProductSearchModel(products: dependencies.products, limit: limit)
        self.debounce = debounce
        self.presentation = .interactive
    }

    /// `state` as a one-shot command prints it: no search box, no selection.
    public init(printing state: ProductSearchViewState) {
        _state = ViewState(wrappedValue: state)
        dependencies = nil
        searchModel = nil
        debounce = .zero
        presentation = .printed
    }

    /// Shows the featured products while the search box is empty.
    public func onAppear() {
        guard let searchModel else { return }
        $state.observe(searchModel.suggestions())
    }

    public func handle(_ key: Key) -> KeyOutcome {
        guard let searchModel, let dependencies else { return .ignored }
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
            return enter(searchModel, dependencies)
        default:
            guard input.apply(key) else { return .ignored }
            let query = ProductSearchModel.normalized(input.text)
            guard query != submittedQuery else { return .handled }
            submittedQuery = query
            selection = 0
            searchBox(searchModel).value = query
        }
        return .handled
    }

    /// The search box bound to the state's query: a new query becomes the search for it, once
    /// typing pauses.
    private func searchBox(_ searchModel: ProductSearchModel) -> StateBinding<String> {
        $state.bind(\.query, to: { [searchModel] _, query in searchModel.search(query) }, debounced: debounce)
    }

    /// Types `text` into the search box as if each character were a key press.
    public func type(_ text: String) {
        for character in text {
            _ = handle(.character(character))
        }
    }

    private func enter(_ searchModel: ProductSearchModel, _ dependencies: Dependencies) -> KeyOutcome {
        switch state {
        case .failed(let query, _):
            $state.observe(searchModel.retry(query))
            return .handled
        case .idle, .results:
            guard let product = state.products[safe: selection] else { return .ignored }
            return .push(ProductDetailView(productID: product.id, dependencies: dependencies))
        case .loadingSuggestions, .searching, .noResults:
            return .ignored
        }
    }

    public func render(size: TerminalSize) -> Screen {
        let width = max(20, size.columns)
        let selection = presentation == .interactive ? self.selection : nil
        var lines: [Line] = []
        if presentation == .interactive {
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
            let table = Self.productTable(suggestions, selection: selection)
            focusedLine = selection.map { lines.count + table.lineIndex(ofRow: $0) }
            lines.append(contentsOf: table.lines(width: width))
            footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        case .searching(let query):
            lines.append(Line([.spinner(), Span(" Searching for “"), Span(query, style: .bold), Span("”…")]))
        case .results(let search):
            let table = Self.productTable(search.results, selection: selection)
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
        return Screen(title: Self.title, lines: lines, footer: footer, focusedLine: focusedLine)
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
