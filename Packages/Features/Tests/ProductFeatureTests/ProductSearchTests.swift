import Domain
import FeatureKit
import ProductFeature
import ProductFeatureInterface
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// Search as you type, driven through the view with a test clock: the search box is bound to the
/// state with a debounce, so nothing sleeps for real and only the last query of a burst is searched.
@MainActor
struct ProductSearchTests {
    private let clock = TestClock()
    private let featured = [Fixtures.oakChair, Fixtures.linenShirt]

    private func found(_ query: String, _ products: [Product]) -> ProductSearchViewState {
        .results(ProductSearch(query: query, results: products, total: products.count))
    }

    /// The view over a container the test observes, on the test clock.
    private func searchView(
        _ products: ProductService
    ) -> (ProductSearchView, AsyncStateContainer<ProductSearchViewState>) {
        let searchModel = ProductSearchModel(productService: products)
        let container = AsyncStateContainer(
            state: ProductSearchViewState.initialized(searchModel: searchModel), clock: clock)
        return (ProductSearchView(state: ViewState(container: container)), container)
    }

    @Test func typingWithinTheDebounceWindowSearchesOnceForTheLastQuery() async {
        let searches = CallLog<String>()
        let (view, container) = searchView(.recordingSearches(in: searches))
        let recorder = StateRecorder(container)
        view.onAppear()
        await recorder.expectStates([.loadingSuggestions, .idle(suggestions: featured)])

        view.type("o")
        clock.advance(by: .milliseconds(100))
        view.type("a")
        clock.advance(by: .milliseconds(100))
        view.type("k")
        clock.advance(by: .milliseconds(299))
        #expect(searches.calls.isEmpty, "still inside the window")
        #expect(view.render(size: TerminalSize(columns: 60, rows: 24)).plainText.contains("Search: oak"))
        clock.advance(by: .milliseconds(1))

        await recorder.expectStates([
            .loadingSuggestions, .idle(suggestions: featured), .searching(query: "oak"),
            found("oak", [Fixtures.oakChair]),
        ])
        #expect(searches.calls == ["oak"])
    }

    @Test func aSlowSearchReplacedByANewerOneNeverShowsItsResults() async throws {
        let slow = Gate<Void>()
        var products = ProductService.stub()
        let search = products.search
        products.search = { query, limit in
            if query == "o" { await slow.pass() }
            return try await search(query, limit)
        }
        let (view, container) = searchView(products)
        let recorder = StateRecorder(container)
        let trace = TraceRecorder(container)

        view.type("o")
        clock.advance(by: .milliseconds(300))
        try await slow.waitUntilEntered()
        view.type("a")
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([.searching(query: "o"), .searching(query: "oa"), found("oa", [Fixtures.oakChair])])
        slow.open()
        try await trace.wait { events in
            events.contains { if case .discarded = $0 { true } else { false } }
        }

        #expect(recorder.states == [.searching(query: "o"), .searching(query: "oa"), found("oa", [Fixtures.oakChair])])
        #expect(container.state == found("oa", [Fixtures.oakChair]))
    }

    @Test func clearingTheQueryGoesBackToTheSuggestions() async {
        let searches = CallLog<String>()
        let (view, container) = searchView(.recordingSearches(in: searches))
        let recorder = StateRecorder(container)

        view.type("oak")
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([.searching(query: "oak"), found("oak", [Fixtures.oakChair])])
        for _ in 0..<3 { _ = view.handle(.backspace) }
        clock.advance(by: .milliseconds(300))

        await recorder.expectStates([
            .searching(query: "oak"), found("oak", [Fixtures.oakChair]), .loadingSuggestions,
            .idle(suggestions: featured),
        ])
        #expect(searches.calls == ["oak"], "the shorter queries were typed within the window")
    }

    @Test func typingAndDeletingWithinTheWindowSearchesNothing() async throws {
        let searches = CallLog<String>()
        let (view, container) = searchView(.recordingSearches(in: searches))
        let trace = TraceRecorder(container)

        view.type("o")
        _ = view.handle(.backspace)
        clock.advance(by: .milliseconds(300))
        try await trace.wait { events in
            events.contains { if case .finished = $0 { true } else { false } }
        }

        #expect(container.state == .idle(suggestions: featured))
        #expect(searches.calls.isEmpty)
    }

    @Test func aFailedSearchRetriesOnEnter() async {
        let attempts = CallLog<String>()
        var products = ProductService.stub()
        let search = products.search
        products.search = { query, limit in
            attempts.record(query)
            if attempts.calls.count == 1 { throw ServiceError.timeout }
            return try await search(query, limit)
        }
        let (view, container) = searchView(products)
        let recorder = StateRecorder(container)
        view.type("shirt")
        clock.advance(by: .milliseconds(300))
        let failed = ProductSearchViewState.failed(query: "shirt", message: "the server did not answer in time")
        await recorder.expectStates([.searching(query: "shirt"), failed])

        _ = view.handle(.enter)

        await recorder.expectStates([
            .searching(query: "shirt"), failed, .searching(query: "shirt"), found("shirt", [Fixtures.linenShirt]),
        ])
    }

    @Test func enterOpensTheHighlightedProduct() async throws {
        let (view, container) = searchView(.stub())
        view.onAppear()
        try await waitUntil { container.state == .idle(suggestions: featured) }

        _ = view.handle(.down)

        #expect(view.handle(.enter) == .route(ProductRoute.detail(Fixtures.linenShirt.id, sku: nil)))
    }

    @Test func noMatchIsItsOwnStateNotAnError() async {
        let state = await ProductFeature.search("teapot", dependencies: .shop(products: .stub()))

        #expect(state == .noResults(query: "teapot"))
        #expect(state.failureMessage == nil)
    }

    @Test func anEmptyQuerySuggestsTheFeaturedProducts() async {
        let state = await ProductFeature.search("   ", dependencies: .shop(products: .stub()))

        #expect(state == .idle(suggestions: featured))
    }

    @Test func aSearchThatFailsSaysWhy() async {
        let state = await ProductFeature.search("oak", dependencies: .shop(products: .failing(.offline("no route"))))

        #expect(state == .failed(query: "oak", message: "cannot reach the server: no route"))
    }
}
