/// What a ``TerminalRunner`` needs from a terminal: a way in, a way out, a size, and a promise to
/// put everything back.
///
/// ``Terminal`` is the real one (termios, the alternate screen, signals). Tests pass a fake that
/// feeds bytes and records the frames, so the runner is exercised without a terminal.
public protocol TerminalDevice: AnyObject, Sendable {
    /// Takes over the terminal (raw mode, alternate screen, hidden cursor) and returns its events:
    /// keyboard reads, resizes and the end of input, in order. Called once.
    func begin() throws(TerminalError) -> AsyncStream<TerminalEvent>
    /// Puts the terminal back as it was before ``begin()``. Safe to call more than once.
    func end()
    /// The current size in cells.
    var size: TerminalSize { get }
    /// Writes output. Throws ``TerminalError/outputClosed`` when the other end is gone.
    func write(_ text: String) throws(TerminalError)
}
