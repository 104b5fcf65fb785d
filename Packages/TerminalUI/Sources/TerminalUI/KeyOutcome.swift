/// What a view did with a key, which tells the navigation what happens next. A plain value: tests
/// compare outcomes with `==`, routes included.
public enum KeyOutcome: Equatable {
    /// The key was used (the runner redraws; state changes redraw by themselves too).
    case handled
    /// The view has no use for the key: the runner applies its defaults (`q` quits,
    /// Escape and Backspace go back, Ctrl-D quits).
    case ignored
    /// Leave this view (does nothing on the root view).
    case back
    /// Quit the app.
    case quit
    /// Go where `route` says: the app resolves it to a view (ignored when nothing does).
    case route(any NavigationRoute)

    /// Equal when the cases are, and for routes when the routes are (of the same type and equal).
    public static func == (lhs: KeyOutcome, rhs: KeyOutcome) -> Bool {
        switch (lhs, rhs) {
        case (.handled, .handled), (.ignored, .ignored), (.back, .back), (.quit, .quit): true
        case (.route(let left), .route(let right)): AnyHashable(left) == AnyHashable(right)
        default: false
        }
    }
}
