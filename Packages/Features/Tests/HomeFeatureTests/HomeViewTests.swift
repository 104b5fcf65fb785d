import BlogFeatureInterface
import CartFeatureInterface
import HomeFeature
import ProductFeatureInterface
import TerminalUI
import Testing
import VSMKit

/// Home composes whatever panels it is given (the app gives it the blog's, products' and cart's,
/// made through their interfaces): it lays them out, gives each its size, moves the keys between
/// them and hands the focused one its keys. The panels' own behaviour is tested in their features.
@MainActor
@Suite struct HomeViewTests {
    private let size = TerminalSize(columns: 60, rows: 22)
    private let entries = PanelStub(
        "Latest entries", items: ["Oak care"], outcomes: [.enter: .route(OpenedRoute(name: "entry"))])
    private let products = PanelStub(
        "Featured products", items: ["Oak Chair"], outcomes: [.enter: .route(OpenedRoute(name: "product"))])
    private let cart = PanelStub("Cart", items: ["2 items"], outcomes: [.character("r"): .handled])

    private func home() -> (HomeView, AsyncStateContainer<HomeViewState>) {
        let container = AsyncStateContainer(state: HomeViewState.showing(homeModel: HomeModel()))
        return (HomeView(state: ViewState(container: container), panels: [entries, products, cart]), container)
    }

    @Test func threePanelsShowWithTheirTitlesEachAtItsShareOfTheScreen() {
        let (view, _) = home()
        let text = view.render(size: size).plainText

        #expect(text.contains("› 1 Latest entries"))
        #expect(text.contains("  2 Featured products"))
        #expect(text.contains("  3 Cart"))
        #expect(text.contains("\n  Oak care") && text.contains("\n  Oak Chair") && text.contains("\n  2 items"))
        #expect(text.contains("size 58x5"), "each panel gets the width less the indent and a third of the body")
    }

    @Test func appearingMakesEveryPanelAppearAgainEachTime() {
        let (view, _) = home()
        view.onAppear()
        view.onAppear()  // home back on top
        #expect([entries, products, cart].map(\.appearances.calls.count) == [2, 2, 2])
    }

    @Test func tabAndArrowsMoveTheKeysBetweenPanelsAndTheFocusedOneGetsThem() {
        let (view, container) = home()

        #expect(view.handle(.enter) == .route(OpenedRoute(name: "entry")))
        #expect(view.handle(.tab) == .handled)
        #expect(container.state == .showing(homeModel: HomeModel(focus: .featuredProducts)))
        #expect(view.render(size: size).plainText.contains("› 2 Featured products"))
        #expect(view.handle(.enter) == .route(OpenedRoute(name: "product")))
        _ = view.handle(.right)
        #expect(view.handle(.character("r")) == .handled)
        #expect(cart.keys.calls == [.character("r")])
        _ = view.handle(.tab)
        #expect(container.state == .showing(homeModel: HomeModel(focus: .latestEntries)), "wraps around")
        _ = view.handle(.left)
        #expect(container.state == .showing(homeModel: HomeModel(focus: .cartSummary)), "and back")
    }

    @Test func numbersOpenTheFeaturesScreensWhateverHasTheKeys() {
        let (view, _) = home()
        #expect(view.handle(.character("1")) == .route(BlogRoute.list))
        #expect(view.handle(.character("2")) == .route(ProductRoute.search(query: "")))
        #expect(view.handle(.character("3")) == .route(CartRoute.cart))
        #expect(entries.keys.calls.isEmpty)
    }
}
