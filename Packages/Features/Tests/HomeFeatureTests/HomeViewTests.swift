import BlogFeature
import BlogFeatureInterface
import CartFeature
import CartFeatureInterface
import Domain
import HomeFeature
import ProductFeature
import ProductFeatureInterface
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// Home composed of the other features' panels, each loading and failing on its own.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HomeViewTests {
    private let size = TerminalSize(columns: 60, rows: 24)

    /// Home over a container the test reads, its panels made by the features from `dependencies`.
    private func home(_ dependencies: Dependencies) -> (HomeView, AsyncStateContainer<HomeViewState>) {
        let container = AsyncStateContainer(state: HomeViewState.showing(homeModel: HomeModel()))
        let view = HomeView(
            state: ViewState(container: container),
            panels: [
                BlogFeature.panels(dependencies: dependencies).latestEntries(3),
                ProductFeature.panels(dependencies: dependencies).featured(3),
                CartFeature.panels(dependencies: dependencies).summary(),
            ])
        return (view, container)
    }

    private func dependencies(blog: any BlogEntryProviding = StubBlogRepository()) -> Dependencies {
        var dependencies = Dependencies.test
        dependencies.blog = blog
        dependencies.products = .stub()
        dependencies.cart = .inMemory(products: dependencies.products)
        return dependencies
    }

    private func text(_ view: HomeView) -> String { view.render(size: size).plainText }

    @Test func threePanelsEachFromItsFeatureLoadOnAppear() async throws {
        let (view, _) = home(dependencies())
        view.onAppear()

        try await waitUntil {
            let text = self.text(view)
            return text.contains(Fixtures.blogEntries[0].title) && text.contains(Fixtures.oakChair.name)
                && text.contains("Your cart is empty.")
        }
        let text = text(view)
        #expect(text.contains("› 1 Latest entries"))
        #expect(text.contains("  2 Featured products"))
        #expect(text.contains("  3 Cart"))
    }

    @Test func aFailingBlogShowsItsErrorWithARetryWhileTheOtherPanelsWork() async throws {
        let calls = CallLog<Void>()
        var blog = StubBlogRepository()
        let entries = blog.loadEntries
        blog.loadEntries = { page, size in
            calls.record(())
            if calls.calls.count == 1 { throw ServiceError.offline("no route") }
            return try await entries(page, size)
        }
        let (view, _) = home(dependencies(blog: blog))
        view.onAppear()
        try await waitUntil { self.text(view).contains("Could not load the entries") }
        try await waitUntil { self.text(view).contains(Fixtures.oakChair.name) }
        #expect(text(view).contains("Press r to try again."))

        #expect(view.handle(.character("r")) == .handled, "the blog panel has the keys")

        try await waitUntil { self.text(view).contains(Fixtures.blogEntries[0].title) }
        #expect(calls.calls.count == 2)
    }

    @Test func tabMovesTheKeysToTheNextPanelAndEnterOpensWhatItSelects() async throws {
        let (view, container) = home(dependencies())
        view.onAppear()
        try await waitUntil { self.text(view).contains(Fixtures.oakChair.name) }

        #expect(view.handle(.tab) == .handled)
        #expect(container.state == .showing(homeModel: HomeModel(focus: .featuredProducts)))
        #expect(text(view).contains("› 2 Featured products"))
        #expect(view.handle(.enter) == .route(ProductRoute.detail(Fixtures.oakChair.id, sku: nil)))
        _ = view.handle(.tab)
        #expect(view.handle(.enter) == .route(CartRoute.cart))
        _ = view.handle(.tab)
        #expect(container.state == .showing(homeModel: HomeModel(focus: .latestEntries)), "wraps around")
        #expect(view.handle(.character("2")) == .route(ProductRoute.search(query: "")))
    }

    @Test func theCartSummaryReadsTheCartAgainWhenHomeComesBackOnTop() async throws {
        let dependencies = dependencies()
        let (view, _) = home(dependencies)
        view.onAppear()
        try await waitUntil { self.text(view).contains("Your cart is empty.") }

        _ = try await dependencies.cart.add(Fixtures.oakChair.skus[0].id, 2)  // added on another screen
        view.onAppear()  // home is back on top

        try await waitUntil { self.text(view).contains("2 items · total") }
    }
}
