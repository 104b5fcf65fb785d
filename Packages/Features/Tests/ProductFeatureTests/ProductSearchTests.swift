import Domain
import FeatureKitTesting
import ProductFeature
import Services
import ServicesTestSupport
import Testing
import VSMKit
import VSMKitTesting

/// Search as you type, driven through the screen with a test clock: nothing sleeps for real.
@MainActor
struct ProductSearchTests {
    private let clock = TestClock()
    private let featured = [Fixtures.oakChair, Fixtures.linenShirt]

    private func found(_ query: String, _ products: [Product]) -> ProductSearchViewState {
        .results(ProductSearch(query: query, results: products, total: products.count))
    }

    @Test func typingWithinTheDebounceWindowSearchesOnceForTheLastQuery() async {
        let searches = CallLog<String>()
        let screen = ProductSearchScreen(
            dependencies: .shop(products: .recordingSearches(in: searches)), clock: clock)
        let recorder = StateRecorder(screen.container)
        screen.start()
        await recorder.expectStates([.loadingSuggestions, .idle(suggestions: featured)])

        screen.type("o")
        clock.advance(by: .milliseconds(100))
        screen.type("a")
        clock.advance(by: .milliseconds(100))
        screen.type("k")
        clock.advance(by: .milliseconds(299))
        #expect(searches.calls.isEmpty, "still inside the window")
        clock.advance(by: .milliseconds(1))

        await recorder.expectStates([
            .loadingSuggestions, .idle(suggestions: featured), .searching(query: "o"), .searching(query: "oa"),
            .searching(query: "oak"), found("oak", [Fixtures.oakChair]),
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
        let screen = ProductSearchScreen(dependencies: .shop(products: products), clock: clock)
        let recorder = StateRecorder(screen.container)
        let trace = TraceRecorder(screen.container)

        screen.type("o")
        clock.advance(by: .milliseconds(300))
        await slow.waitUntilEntered()
        screen.type("a")
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([.searching(query: "o"), .searching(query: "oa"), found("oa", [Fixtures.oakChair])])
        slow.open()
        try await trace.wait { events in
            events.contains { if case .discarded = $0 { true } else { false } }
        }

        #expect(recorder.states == [.searching(query: "o"), .searching(query: "oa"), found("oa", [Fixtures.oakChair])])
        #expect(screen.container.state == found("oa", [Fixtures.oakChair]))
    }

    @Test func clearingTheQueryGoesBackToTheSuggestions() async {
        let searches = CallLog<String>()
        let screen = ProductSearchScreen(dependencies: .shop(products: .recordingSearches(in: searches)), clock: clock)
        let recorder = StateRecorder(screen.container)

        screen.type("oak")
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([
            .searching(query: "o"), .searching(query: "oa"), .searching(query: "oak"),
            found("oak", [Fixtures.oakChair]),
        ])
        for _ in 0..<3 { _ = screen.handle(.backspace) }

        await recorder.expectStates([
            .searching(query: "o"), .searching(query: "oa"), .searching(query: "oak"),
            found("oak", [Fixtures.oakChair]),
            .searching(query: "oa"), .searching(query: "o"), .loadingSuggestions, .idle(suggestions: featured),
        ])
        #expect(searches.calls == ["oak"], "the shorter queries were typed within the window")
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
        let screen = ProductSearchScreen(dependencies: .shop(products: products), clock: clock)
        let recorder = StateRecorder(screen.container)
        screen.type("shirt")
        clock.advance(by: .milliseconds(300))
        let failed = ProductSearchViewState.failed(query: "shirt", message: "the server did not answer in time")
        await recorder.expectStates([
            .searching(query: "s"), .searching(query: "sh"), .searching(query: "shi"), .searching(query: "shir"),
            .searching(query: "shirt"), failed,
        ])

        _ = screen.handle(.enter)

        await recorder.expectStates([
            .searching(query: "s"), .searching(query: "sh"), .searching(query: "shi"), .searching(query: "shir"),
            .searching(query: "shirt"), failed, .searching(query: "shirt"), found("shirt", [Fixtures.linenShirt]),
        ])
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

    @Test func theOneShotSearchReportsEveryTransitionToTheTrace() async {
        let lines = CallLog<String>()
        let state = await ProductFeature.search(
            "linen", limit: 5, dependencies: .shop(products: .stub()), trace: { lines.record($0) })

        #expect(state == found("linen", [Fixtures.linenShirt]))
        let transitions = lines.calls.filter { $0.contains("->") }
        #expect(transitions.count == 2)
        #expect(transitions.first?.hasPrefix("ProductSearchViewState ProductFeature/") == true)
        #expect(
            transitions.last?.hasSuffix("searching(\"linen\") -> results(\"linen\": [\"fx-linen-shirt\"] of 1)") == true
        )
    }

    @Test func aSearchThatFailsSaysWhy() async {
        let state = await ProductFeature.search("oak", dependencies: .shop(products: .failing(.offline("no route"))))

        #expect(state == .failed(query: "oak", message: "cannot reach the server: no route"))
    }
}
