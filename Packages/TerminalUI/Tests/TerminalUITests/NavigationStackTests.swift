import Testing

@testable import TerminalUI

@MainActor
@Suite struct NavigationStackTests {
    private struct Destination: NavigationRoute {
        let name: String
    }

    private func name(_ view: any TerminalView) -> String? { (view as? FakeView)?.name }

    private let toDetail: (any NavigationRoute) -> (any TerminalView)? = { _ in FakeView("detail") }

    @Test func aResolvedRouteShowsTheNewViewOnTop() {
        let stack = NavigationStack(root: FakeView("root"))
        guard case .pushed(let pushed) = stack.apply(.route(Destination(name: "detail")), resolve: toDetail) else {
            Issue.record("expected a push")
            return
        }
        #expect(name(pushed) == "detail")
        #expect(name(stack.top) == "detail")
        #expect(stack.depth == 2)
    }

    @Test func backPopsTheTopView() {
        let stack = NavigationStack(root: FakeView("root"))
        _ = stack.apply(.route(Destination(name: "detail")), resolve: toDetail)
        guard case .popped = stack.apply(.back) else {
            Issue.record("expected a pop")
            return
        }
        #expect(name(stack.top) == "root")
        #expect(stack.depth == 1)
    }

    @Test func backAtTheRootDoesNothing() {
        let stack = NavigationStack(root: FakeView("root"))
        guard case .none = stack.apply(.back) else {
            Issue.record("back at the root must not navigate")
            return
        }
        #expect(name(stack.top) == "root")
    }

    @Test func aRouteIsResolvedToTheViewToPushAndAnUnknownRouteDoesNothing() {
        let stack = NavigationStack(root: FakeView("root"))
        let resolve: (any NavigationRoute) -> (any TerminalView)? = { route in
            guard let destination = route as? Destination, destination.name == "cart" else { return nil }
            return FakeView("cart")
        }
        guard case .none = stack.apply(.route(Destination(name: "nowhere")), resolve: resolve) else {
            Issue.record("an unresolved route must not navigate")
            return
        }
        guard case .pushed(let pushed) = stack.apply(.route(Destination(name: "cart")), resolve: resolve) else {
            Issue.record("expected the route's view")
            return
        }
        #expect(name(pushed) == "cart")
        #expect(stack.depth == 2)
    }

    @Test func quitIsReportedAndHandledOrIgnoredKeysDoNotNavigate() {
        let stack = NavigationStack(root: FakeView("root"))
        guard case .quit = stack.apply(.quit) else {
            Issue.record("expected quit")
            return
        }
        guard case .none = stack.apply(.handled), case .none = stack.apply(.ignored) else {
            Issue.record("handled and ignored keys must not navigate")
            return
        }
        #expect(stack.depth == 1)
    }
}
