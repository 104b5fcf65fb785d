/// What a screen did with a key, which tells the ``NavigationStack`` what happens next.
public enum KeyOutcome {
    /// The key changed something: redraw.
    case handled
    /// The screen has no use for the key: the runner applies its defaults (`q` quits,
    /// Escape and Backspace go back, Ctrl-D quits).
    case ignored
    /// Leave this screen (does nothing on the root screen).
    case back
    /// Quit the app.
    case quit
    /// Show another screen on top of this one.
    case push(any InteractiveScreen)
}
