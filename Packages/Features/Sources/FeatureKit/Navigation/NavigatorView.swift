import TerminalUI
import VSMKit

/// The root view of the interactive app and of a preview: shows the screen on top of a
/// ``RouteStack`` and turns what that screen asks for into the next stack. A route it returns is
/// pushed (when a registered feature opens it), `.back` (or Escape and Backspace, when the screen
/// ignores them) pops, and the screen that comes back on top appears again.
///
/// The stack is this view's state, a value in a VSMKit container (`$state`), so the app can read it
/// (to save it on quit), reset it to a deep link, and test it without a terminal. Each screen's view
/// is made once per stack entry, from the registry, and dropped with its entry, which cancels its
/// work.
@MainActor
public struct NavigatorView: TerminalView {
    @ViewState var state: RouteStack
    private let registry: FeatureRegistry
    private let screens = ScreenCache()

    public init(state: ViewState<RouteStack>, registry: FeatureRegistry) {
        _state = state
        self.registry = registry
    }

    /// The view of the screen on top (`nil` only when no feature opens the top route).
    public var top: (any TerminalView)? { view(for: state.top) }

    public func onAppear() {
        top?.onAppear()
    }

    public func render(size: TerminalSize) -> Screen {
        top?.render(size: size)
            ?? Screen(title: "Nothing to show", lines: [Line("No feature opens \(state.top.route.link).")])
    }

    public func handle(_ key: Key) -> KeyOutcome {
        let outcome = top?.handle(key) ?? .ignored
        switch outcome {
        case .route(let route):
            return open(route) ? .handled : .ignored
        case .back:
            return goBack() ? .handled : .ignored
        case .ignored where key == .escape || key == .backspace:
            return goBack() ? .handled : .ignored
        case .handled, .ignored, .quit:
            return outcome
        }
    }

    /// Pushes `route` when a registered feature opens it; its screen appears.
    private func open(_ route: any NavigationRoute) -> Bool {
        guard let route = route as? any LinkableRoute, registry.view(for: route) != nil else { return false }
        $state.observe(state.pushing(route))
        top?.onAppear()
        return true
    }

    /// Pops the top (never the root); the screen beneath appears again.
    private func goBack() -> Bool {
        guard !state.isAtRoot else { return false }
        $state.observe(state.popping())
        top?.onAppear()
        return true
    }

    private func view(for entry: RouteStack.Entry) -> (any TerminalView)? {
        screens.view(for: entry, in: state) { registry.view(for: entry.route) }
    }
}

/// The views of a navigator's stack entries, made once per entry and dropped with it. A cache, not
/// state: nothing observes it, and a view made again for the same entry would be the same screen.
@MainActor
private final class ScreenCache {
    private var views: [Int: any TerminalView] = [:]

    func view(
        for entry: RouteStack.Entry, in stack: RouteStack, make: () -> (any TerminalView)?
    ) -> (any TerminalView)? {
        let live = Set(stack.entries.map(\.id))
        if !views.keys.allSatisfy(live.contains) { views = views.filter { live.contains($0.key) } }
        if let view = views[entry.id] { return view }
        let made = make()
        views[entry.id] = made
        return made
    }
}
