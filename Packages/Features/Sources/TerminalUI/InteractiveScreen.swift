/// A screen of the interactive app: a view of some state that renders itself and reacts to keys.
///
/// A feature implements it as a thin adapter over its state container: ``screen(size:)`` is the
/// feature's pure view function applied to the current state, ``handle(_:)`` maps keys to model
/// actions, and ``onChange`` is called when the state changes on its own (a load finished), so the
/// runner redraws. Screens never write to the terminal.
@MainActor
public protocol InteractiveScreen: AnyObject {
    /// The current state rendered for a terminal of `size`. Pure: no I/O, no state changes.
    func screen(size: TerminalSize) -> Screen
    /// Reacts to a key.
    func handle(_ key: Key) -> KeyOutcome
    /// Set by the runner while the screen is on the stack; call it whenever the state changed
    /// other than in ``handle(_:)`` (asynchronous work finished).
    var onChange: (@MainActor () -> Void)? { get set }
    /// Whether something is loading: the runner animates the spinner (~10 fps) only meanwhile.
    var isLoading: Bool { get }
    /// Called once, when the screen is first shown (start loading here).
    func start()
    /// Called once, when the screen leaves the stack (cancel work here).
    func stop()
}

extension InteractiveScreen {
    public var isLoading: Bool { false }
    public func start() {}
    public func stop() {}
}
