import Domain
import FeatureKit
import FoundationExt
import Services
import TerminalUI
import VSMKit

/// Product search as a screen of the interactive app: typing edits the search box and searches as
/// you type (debounced on the container's clock; each keystroke cancels the search in flight),
/// arrows move, Enter opens the product (or retries a failed search), Esc goes back.
@MainActor
public final class ProductSearchScreen: ContainerScreen {
    /// How long typing must pause before a search runs.
    public static let debounce: Duration = .milliseconds(300)

    /// The state container (tests and the app may observe it).
    public let container: AsyncStateContainer<ProductSearchViewState>
    public var onChange: (@MainActor () -> Void)?
    /// Relays the container's states to `onChange` (see ``ContainerScreen``).
    public let changeRelay = StateChangeRelay()
    /// The search box.
    public private(set) var input = TextInput(maximumLength: 100)
    /// The highlighted product.
    public private(set) var selection = 0
    private let model: ProductSearchModel
    private let dependencies: Dependencies
    private let debounce: Duration
    private var searchedQuery = ""

    /// - Parameters:
    ///   - dependencies: the products to search and the cart the detail screen adds to.
    ///   - clock: times the debounce window (a test clock in tests).
    ///   - debounce: the pause that triggers a search.
    ///   - limit: the most results a search shows.
    public init(
        dependencies: Dependencies, clock: any Clock<Duration> = ContinuousClock(),
        debounce: Duration = ProductSearchScreen.debounce, limit: Int = 20
    ) {
        self.dependencies = dependencies
        self.model = ProductSearchModel(products: dependencies.products, limit: limit)
        self.debounce = debounce
        container = AsyncStateContainer(state: .idle(suggestions: []), clock: clock)
    }

    /// Shows the featured products while the search box is empty.
    public func begin() {
        container.observe(model.suggestions())
    }

    public func screen(size: TerminalSize) -> Screen {
        ProductSearchView.screen(for: container.state, size: size, input: input, selection: selection)
    }

    public func handle(_ key: Key) -> KeyOutcome {
        switch key {
        case .up:
            selection = max(0, selection - 1)
        case .down:
            selection = min(selection + 1, max(0, container.state.products.count - 1))
        case .pageUp:
            selection = max(0, selection - 10)
        case .pageDown:
            selection = min(selection + 10, max(0, container.state.products.count - 1))
        case .enter:
            return enter()
        default:
            guard input.apply(key) else { return .ignored }
            queryChanged()
        }
        return .handled
    }

    /// Types `text` into the search box as if each character were a key press.
    public func type(_ text: String) {
        for character in text {
            _ = handle(.character(character))
        }
    }

    private func enter() -> KeyOutcome {
        switch container.state {
        case .failed(let query, _):
            container.observe(model.retry(query))
            return .handled
        case .idle, .results:
            guard let product = container.state.products[safe: selection] else { return .ignored }
            return .push(ProductDetailScreen(productID: product.id, dependencies: dependencies))
        case .loadingSuggestions, .searching, .noResults:
            return .ignored
        }
    }

    /// Shows the new query at once (cancelling the search in flight) and searches for it once
    /// typing pauses; an empty query goes straight back to the suggestions.
    private func queryChanged() {
        let query = ProductSearchModel.normalized(input.text)
        guard query != searchedQuery else { return }
        searchedQuery = query
        selection = 0
        if query.isEmpty {
            container.observe(model.suggestions())
        } else {
            container.observe(model.echo(query))
            container.observe(model.results(for: query), debounced: debounce)
        }
    }
}
