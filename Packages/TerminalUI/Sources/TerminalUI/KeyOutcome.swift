/// What a view did with a key, which tells the ``NavigationStack`` what happens next.
public enum KeyOutcome {
    /// The key was used (the runner redraws; state changes redraw by themselves too).
    case handled
    /// The view has no use for the key: the runner applies its defaults (`q` quits,
    /// Escape and Backspace go back, Ctrl-D quits).
    case ignored
    /// Leave this view (does nothing on the root view).
    case back
    /// Quit the app.
    case quit
    /// Show another view of the same feature on top of this one.
    case push(any TerminalView)
    /// Go where `route` says; the runner's `routes` resolve it to a view (ignored when they do not).
    case route(any NavigationRoute)
}
