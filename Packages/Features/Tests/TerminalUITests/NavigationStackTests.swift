import Testing

@testable import TerminalUI

@MainActor
@Suite struct NavigationStackTests {
    @Test func pushShowsTheNewScreenOnTop() {
        let root = FakeScreen("root")
        let detail = FakeScreen("detail")
        let stack = NavigationStack(root: root)
        guard case .pushed(let pushed) = stack.apply(.push(detail)) else {
            Issue.record("expected a push")
            return
        }
        #expect(pushed === detail)
        #expect(stack.top === detail)
        #expect(stack.depth == 2)
    }

    @Test func backPopsTheTopScreen() {
        let root = FakeScreen("root")
        let detail = FakeScreen("detail")
        let stack = NavigationStack(root: root)
        _ = stack.apply(.push(detail))
        guard case .popped(let popped) = stack.apply(.back) else {
            Issue.record("expected a pop")
            return
        }
        #expect(popped === detail)
        #expect(stack.top === root)
        #expect(stack.depth == 1)
    }

    @Test func backAtTheRootDoesNothing() {
        let root = FakeScreen("root")
        let stack = NavigationStack(root: root)
        guard case .none = stack.apply(.back) else {
            Issue.record("back at the root must not navigate")
            return
        }
        #expect(stack.top === root)
    }

    @Test func quitIsReportedAndHandledOrIgnoredKeysDoNotNavigate() {
        let stack = NavigationStack(root: FakeScreen("root"))
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
