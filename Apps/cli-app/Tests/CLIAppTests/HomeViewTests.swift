import FeatureKit
import Services
import TerminalUI
import Testing

@testable import CLIApp

@MainActor
@Suite struct HomeViewTests {
    private func home() -> HomeView { HomeView() }

    /// Where an outcome leads: the route's name, or nil when it is not a route.
    private func opened(_ outcome: KeyOutcome) -> String? {
        guard case .route(let route) = outcome, let route = route as? Route else { return nil }
        switch route {
        case .blog: return "blog"
        case .productSearch: return "search"
        case .cart: return "cart"
        default: return "\(route)"
        }
    }

    @Test func showsTheThreeEntriesWithTheFirstSelected() {
        let text = home().render(size: TerminalSize(columns: 60, rows: 20)).plainText
        #expect(
            text == """
                VSM Shop
                Browse the blog, search the catalog and fill a cart.

                › 1. Blog  read the latest entries
                  2. Search products  find furniture as you type
                  3. Cart  review, change and total your cart
                ↑↓ move  enter open  1-3 jump  q quit
                """)
    }

    @Test func arrowsAndVimKeysMoveTheSelectionAndWrap() {
        let view = home()
        #expect(view.handle(.down) == .handled)
        #expect(view.selection == .productSearch)
        _ = view.handle(.character("j"))
        #expect(view.selection == .cart)
        _ = view.handle(.down)
        #expect(view.selection == .blog)
        _ = view.handle(.character("k"))
        #expect(view.selection == .cart)
        _ = view.handle(.home)
        #expect(view.selection == .blog)
    }

    @Test func enterOpensTheSelectedEntryAndDigitsJump() {
        let view = home()
        _ = view.handle(.down)
        #expect(opened(view.handle(.enter)) == "search")
        #expect(opened(view.handle(.character("3"))) == "cart")
        #expect(view.selection == .cart)
        #expect(opened(view.handle(.character("1"))) == "blog")
    }

    @Test func otherKeysAreLeftToTheRunner() {
        let view = home()
        #expect(view.handle(.character("q")) == .ignored)
        #expect(view.handle(.escape) == .ignored)
        #expect(view.handle(.character("9")) == .ignored)
    }
}

/// The composition resolves every route to the feature view it names: the one place features meet.
@MainActor
@Suite struct CompositionRouteTests {
    @Test func everyRouteOpensItsFeaturesView() {
        let dependencies = Dependencies.preview()
        let views: [(Route, String)] = [
            (.blog, "BlogListView"), (.blogEntry(1), "BlogEntryView"), (.productSearch, "ProductSearchView"),
            (.product("p-0001"), "ProductDetailView"), (.cart, "CartView"),
        ]
        for (route, expected) in views {
            let view = Composition.view(for: route, dependencies: dependencies)
            #expect(view.map { String(describing: type(of: $0)) } == expected, "\(route)")
        }
    }

    @Test func aRouteOfAnotherKindOpensNothing() {
        struct Elsewhere: NavigationRoute {}
        #expect(Composition.view(for: Elsewhere(), dependencies: .preview()) == nil)
    }
}
