import HomeFeature
import HomeFeatureInterface
import TerminalUI
import Testing
import VSMKit

/// Home composes whatever panels it is given (the app gives it the blog's, products' and cart's,
/// each declared by its own feature's interface): it lays them out, gives each its size, moves the
/// keys between them, hands the focused one its keys and opens a panel's screen by its number. The
/// panels' own behaviour is tested in their features.
@MainActor
@Suite struct HomeViewTests {
    private let size = TerminalSize(columns: 60, rows: 22)
    private let entries = PanelStub(
        "Latest entries", items: ["Oak care"], outcomes: [.enter: .route(OpenedRoute(name: "entry"))])
    private let products = PanelStub(
        "Featured products", items: ["Oak Chair"], outcomes: [.enter: .route(OpenedRoute(name: "product"))])
    private let cart = PanelStub("Cart", items: ["2 items"], outcomes: [.character("r"): .handled])

    private func home(_ stubs: [PanelStub]? = nil) -> (HomeView, AsyncStateContainer<HomeViewState>) {
        let stubs = stubs ?? [entries, products, cart]
        let container = AsyncStateContainer(state: HomeViewState.showing(homeModel: HomeModel(panelCount: stubs.count)))
        return (HomeView(state: ViewState(container: container), panels: stubs.map(\.panel)), container)
    }

    @Test func threePanelsShowWithTheirTitlesEachAtItsShareOfTheScreen() {
        let (view, _) = home()
        let screen = view.render(size: size)
        let text = screen.plainText

        #expect(text.contains("› 1 Latest entries"))
        #expect(text.contains("  2 Featured products"))
        #expect(text.contains("  3 Cart"))
        #expect(text.contains("\n  Oak care") && text.contains("\n  Oak Chair") && text.contains("\n  2 items"))
        #expect(text.contains("size 58x5"), "each panel gets the width less the indent and a third of the body")
        #expect(
            screen.footer.map { "\($0.key) \($0.action)" }
                == [
                    "tab panel", "↑↓ move", "enter open", "1 latest entries", "2 featured products", "3 cart", "q quit",
                ])
    }

    @Test func appearingMakesEveryPanelAppearAgainEachTime() {
        let (view, _) = home()
        view.onAppear()
        view.onAppear()  // home back on top
        #expect([entries, products, cart].map(\.appearances.calls.count) == [2, 2, 2])
    }

    @Test func eachPanelsViewIsMadeOnceWithHome() {
        let (view, _) = home()
        _ = view.render(size: size)
        _ = view.handle(.tab)
        #expect([entries, products, cart].map(\.made.calls) == Array(repeating: [HomeView.panelItemCount], count: 3))
    }

    @Test func tabAndArrowsMoveTheKeysBetweenPanelsAndTheFocusedOneGetsThem() {
        let (view, container) = home()

        #expect(view.handle(.enter) == .route(OpenedRoute(name: "entry")))
        #expect(view.handle(.tab) == .handled)
        #expect(container.state == .showing(homeModel: HomeModel(panelCount: 3, focus: 1)))
        #expect(view.render(size: size).plainText.contains("› 2 Featured products"))
        #expect(view.handle(.enter) == .route(OpenedRoute(name: "product")))
        _ = view.handle(.right)
        #expect(view.handle(.character("r")) == .handled)
        #expect(cart.keys.calls == [.character("r")])
        _ = view.handle(.tab)
        #expect(container.state == .showing(homeModel: HomeModel(panelCount: 3, focus: 0)), "wraps around")
        _ = view.handle(.left)
        #expect(container.state == .showing(homeModel: HomeModel(panelCount: 3, focus: 2)), "and back")
    }

    @Test func numbersOpenThePanelsScreensWhateverHasTheKeys() {
        let (view, _) = home()
        #expect(view.handle(.character("1")) == .route(OpenedRoute(name: "latest entries")))
        #expect(view.handle(.character("2")) == .route(OpenedRoute(name: "featured products")))
        #expect(view.handle(.character("3")) == .route(OpenedRoute(name: "cart")))
        #expect(view.handle(.character("4")) == .ignored, "no fourth panel: the focused panel gets it")
        #expect(entries.keys.calls == [.character("4")])
    }

    @Test func aFourthPanelGetsItsShareItsNumberAndItsFooterHint() {
        let wishlist = PanelStub("Wishlist", items: ["Linen Shirt"])
        let (view, _) = home([entries, products, cart, wishlist])
        let screen = view.render(size: size)

        #expect(screen.plainText.contains("  4 Wishlist\n  Linen Shirt"))
        #expect(screen.plainText.contains("size 58x3"), "a quarter of the body each")
        #expect(screen.footer.map(\.action).contains("wishlist"))
        #expect(view.handle(.character("4")) == .route(OpenedRoute(name: "wishlist")))
    }

    @Test func homeWithNoPanelsSaysSoAndIgnoresTheKeys() {
        let (view, container) = home([])
        view.onAppear()

        #expect(view.render(size: size).plainText.contains(HomeView.noPanelsMessage))
        #expect(view.handle(.tab) == .ignored)
        #expect(view.handle(.character("1")) == .ignored)
        #expect(container.state == .showing(homeModel: HomeModel(panelCount: 0)))
    }
}
