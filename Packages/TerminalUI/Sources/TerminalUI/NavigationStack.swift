/// The views of the interactive app, the top one shown: a resolved `.route` adds one, `.back` removes the top
/// one (never the root), `.quit` ends the app. A removed view is dropped: its state container goes
/// with it, which cancels its work.
@MainActor
public final class NavigationStack {
    /// What applying an outcome did.
    public enum Change {
        /// Nothing to do with navigation (the view handled or ignored the key, `.back` on the root,
        /// or a route nothing resolves).
        case none
        /// A view was pushed; it is the new top.
        case pushed(any TerminalView)
        /// The former top was removed.
        case popped
        /// The app should quit.
        case quit
    }

    /// The views from the root to the top.
    public private(set) var views: [any TerminalView]

    public init(root: any TerminalView) {
        views = [root]
    }

    /// The view on show.
    public var top: any TerminalView {
        // `views` is never empty: it starts with the root and `.back` never removes it.
        views[views.count - 1]
    }

    /// How many views are stacked (1 at the root).
    public var depth: Int { views.count }

    /// Applies a view's answer to a key; `resolve` turns a route into the view to push.
    public func apply(
        _ outcome: KeyOutcome, resolve: (any NavigationRoute) -> (any TerminalView)? = { _ in nil }
    ) -> Change {
        switch outcome {
        case .handled, .ignored:
            return .none
        case .quit:
            return .quit
        case .route(let route):
            guard let view = resolve(route) else { return .none }
            views.append(view)
            return .pushed(view)
        case .back:
            guard views.count > 1 else { return .none }
            views.removeLast()
            return .popped
        }
    }
}
