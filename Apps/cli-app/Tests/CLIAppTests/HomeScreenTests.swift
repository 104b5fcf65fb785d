import TerminalUI
import Testing

@testable import CLIApp

@MainActor
@Suite struct HomeScreenTests {
    private final class Opened: InteractiveScreen {
        let name: String
        var onChange: (@MainActor () -> Void)?
        init(_ name: String) { self.name = name }
        func screen(size: TerminalSize) -> Screen { Screen(title: name) }
        func handle(_ key: Key) -> KeyOutcome { .ignored }
    }

    private func home() -> HomeScreen {
        HomeScreen(
            routes: HomeScreen.Routes(
                blog: { Opened("blog") }, productSearch: { Opened("search") }, cart: { Opened("cart") }))
    }

    private func opened(_ outcome: KeyOutcome) -> String? {
        guard case .push(let screen) = outcome else { return nil }
        return (screen as? Opened)?.name
    }

    @Test func showsTheThreeEntriesWithTheFirstSelected() {
        let text = home().screen(size: TerminalSize(columns: 60, rows: 20)).plainText
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
        let screen = home()
        #expect(screen.handle(.down) == .handled)
        #expect(screen.selection == .productSearch)
        _ = screen.handle(.character("j"))
        #expect(screen.selection == .cart)
        _ = screen.handle(.down)
        #expect(screen.selection == .blog)
        _ = screen.handle(.character("k"))
        #expect(screen.selection == .cart)
        _ = screen.handle(.home)
        #expect(screen.selection == .blog)
    }

    @Test func enterOpensTheSelectedEntryAndDigitsJump() {
        let screen = home()
        _ = screen.handle(.down)
        #expect(opened(screen.handle(.enter)) == "search")
        #expect(opened(screen.handle(.character("3"))) == "cart")
        #expect(screen.selection == .cart)
        #expect(opened(screen.handle(.character("1"))) == "blog")
    }

    @Test func otherKeysAreLeftToTheRunner() {
        let screen = home()
        #expect(screen.handle(.character("q")) == .ignored)
        #expect(screen.handle(.escape) == .ignored)
        #expect(screen.handle(.character("9")) == .ignored)
    }
}

extension KeyOutcome {
    /// Equality for the cases tests compare (a push compares by identity of nothing: never equal).
    static func == (lhs: KeyOutcome, rhs: KeyOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.handled, .handled), (.ignored, .ignored), (.back, .back), (.quit, .quit): true
        default: false
        }
    }
}
