/// The screens of the interactive app, the top one shown: `.push` adds one, `.back` removes the
/// top one (never the root), `.quit` ends the app.
@MainActor
public final class NavigationStack {
    /// What applying an outcome did.
    public enum Change {
        /// Nothing to do with navigation (the screen handled or ignored the key, or `.back` on the
        /// root).
        case none
        /// A screen was pushed; it is the new top.
        case pushed(any InteractiveScreen)
        /// The former top was removed.
        case popped(any InteractiveScreen)
        /// The app should quit.
        case quit
    }

    /// The screens from the root to the top.
    public private(set) var screens: [any InteractiveScreen]

    public init(root: any InteractiveScreen) {
        screens = [root]
    }

    /// The screen on show.
    public var top: any InteractiveScreen {
        // `screens` is never empty: it starts with the root and `.back` never removes it.
        screens[screens.count - 1]
    }

    /// How many screens are stacked (1 at the root).
    public var depth: Int { screens.count }

    /// Applies a screen's answer to a key.
    public func apply(_ outcome: KeyOutcome) -> Change {
        switch outcome {
        case .handled, .ignored:
            return .none
        case .quit:
            return .quit
        case .push(let screen):
            screens.append(screen)
            return .pushed(screen)
        case .back:
            guard screens.count > 1 else { return .none }
            return .popped(screens.removeLast())
        }
    }
}
