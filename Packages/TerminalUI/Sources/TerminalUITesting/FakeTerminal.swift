import Synchronization
import TerminalUI

/// A terminal for tests, previews and benchmarks: the caller feeds key presses, resizes and the end
/// of input, and receives every frame the runner writes, so a ``TerminalRunner`` is driven without a
/// terminal.
///
/// ```swift
/// let terminal = FakeTerminal(size: TerminalSize(columns: 40, rows: 10))
/// let run = Task { try await TerminalRunner(root: view, device: terminal, colorPolicy: .monochrome).run() }
/// var frames = terminal.frames.makeAsyncIterator()
/// _ = await frames.next()        // the first frame
/// terminal.type("q")             // quits
/// ```
public final class FakeTerminal: TerminalDevice {
    private struct State {
        var size: TerminalSize
        var began = 0
        var ended = 0
        var written: [String] = []
        var failsWrites = false
    }

    private let state: Mutex<State>
    private let failure: TerminalError?
    private let recordsWrites: Bool
    private let input: AsyncStream<TerminalEvent>
    private let inputSink: AsyncStream<TerminalEvent>.Continuation
    private let frameSink: AsyncStream<String>.Continuation
    /// Every write, in order; await the next one after feeding a key. Finishes when the runner ends.
    public let frames: AsyncStream<String>

    /// - Parameters:
    ///   - size: the size the runner sees until ``resize(to:)``.
    ///   - failure: makes ``begin()`` throw it, as a terminal that cannot be taken over does.
    ///   - recordsWrites: keeps every write for ``written`` and ``output`` (a benchmark that draws
    ///     many frames turns it off and reads ``frames`` only).
    public init(
        size: TerminalSize = TerminalSize(columns: 40, rows: 10), failingWith failure: TerminalError? = nil,
        recordsWrites: Bool = true
    ) {
        state = Mutex(State(size: size))
        self.failure = failure
        self.recordsWrites = recordsWrites
        (input, inputSink) = AsyncStream.makeStream(of: TerminalEvent.self, bufferingPolicy: .unbounded)
        (frames, frameSink) = AsyncStream.makeStream(of: String.self, bufferingPolicy: .unbounded)
    }

    public func begin() throws(TerminalError) -> AsyncStream<TerminalEvent> {
        if let failure { throw failure }
        state.withLock { $0.began += 1 }
        return input
    }

    public func end() {
        state.withLock { $0.ended += 1 }
        frameSink.finish()
    }

    public var size: TerminalSize { state.withLock { $0.size } }

    public func write(_ text: String) throws(TerminalError) {
        let fails = state.withLock { state in
            if !state.failsWrites, recordsWrites { state.written.append(text) }
            return state.failsWrites
        }
        if fails { throw .outputClosed }
        frameSink.yield(text)
    }

    /// One read of `text` from the keyboard.
    public func type(_ text: String) {
        inputSink.yield(.input(Array(text.utf8)))
    }

    /// One read of raw bytes (an escape sequence, Ctrl-C as `0x03`).
    public func send(_ bytes: [UInt8]) {
        inputSink.yield(.input(bytes))
    }

    /// The terminal takes `size`, and the runner hears of it as SIGWINCH would tell it.
    public func resize(to size: TerminalSize) {
        state.withLock { $0.size = size }
        inputSink.yield(.resize)
    }

    /// The input ends (Ctrl-D on an empty line, a closed pipe). Called before the run starts, the
    /// runner draws one frame and ends.
    public func closeInput() {
        inputSink.yield(.endOfInput)
    }

    /// Makes every later write fail as a broken pipe does.
    public func breakPipe() {
        state.withLock { $0.failsWrites = true }
    }

    /// How often ``begin()`` took the terminal over.
    public var beganCount: Int { state.withLock { $0.began } }
    /// How often ``end()`` put it back.
    public var endedCount: Int { state.withLock { $0.ended } }
    /// Every write, in order.
    public var written: [String] { state.withLock { $0.written } }
    /// Everything written, joined.
    public var output: String { state.withLock { $0.written.joined() } }
}
