import FeatureKit
import TerminalUI
import Testing
import VSMKit

/// The navigator without a terminal: a screen's route pushes, Escape pops, the screen beneath
/// appears again, and the stack is a value the test reads.
@MainActor
@Suite struct NavigatorViewTests {
    private let size = TerminalSize(columns: 40, rows: 10)

    /// A navigator over `shelf`, whose shelf screen opens book 1 on Enter, with every screen it made.
    private func navigator() -> (NavigatorView, AsyncStateContainer<RouteStack>, () -> [String: ShelfScreen]) {
        var made: [String: ShelfScreen] = [:]
        let registry = FeatureRegistry([
            FeatureRegistration(ShelfRoute.self) { route in
                let screen =
                    switch route {
                    case .shelf:
                        ShelfScreen(
                            name: "shelf",
                            outcomes: [.enter: .route(ShelfRoute.book(1)), .character("x"): .route(ElsewhereRoute())])
                    case .book(let number): ShelfScreen(name: "book \(number)", outcomes: [.character("b"): .back])
                    }
                made[screen.name] = screen
                return screen
            }
        ])
        let container = AsyncStateContainer(state: RouteStack(root: ShelfRoute.shelf))
        return (NavigatorView(state: ViewState(container: container), registry: registry), container, { made })
    }

    @Test func aRouteAScreenReturnsIsPushedAndItsScreenAppears() {
        let (view, container, made) = navigator()
        view.onAppear()

        #expect(view.handle(.enter) == .handled)

        #expect(container.state.links.map(\.description) == ["vsmshop://shelf", "vsmshop://shelf/1"])
        #expect(view.render(size: size).title == "book 1")
        #expect(made()["book 1"]?.appearances.calls.count == 1)
    }

    @Test func escapeOrBackPopsAndTheScreenBeneathAppearsAgainWithItsState() {
        let (view, container, made) = navigator()
        view.onAppear()
        _ = view.handle(.enter)
        let shelf = made()["shelf"]

        #expect(view.handle(.escape) == .handled)
        #expect(container.state.isAtRoot)
        #expect(shelf?.appearances.calls.count == 2, "shown again")
        _ = view.handle(.enter)
        #expect(view.handle(.character("b")) == .handled)
        #expect(container.state.isAtRoot)
        #expect(made()["shelf"]?.name == "shelf")
    }

    @Test func escapeAtTheRootAndARouteNoFeatureOpensAreLeftToTheRunner() {
        let (view, container, _) = navigator()

        #expect(view.handle(.escape) == .ignored)
        #expect(view.handle(.character("x")) == .ignored)
        #expect(container.state.isAtRoot)
    }

    @Test func resettingToALinkShowsItsScreenWithTheRootBeneath() {
        let (view, container, _) = navigator()

        container.observe(container.state.resetting(to: [ShelfRoute.book(4)]))

        #expect(view.render(size: size).title == "book 4")
        #expect(view.handle(.escape) == .handled)
        #expect(view.render(size: size).title == "shelf")
    }
}
