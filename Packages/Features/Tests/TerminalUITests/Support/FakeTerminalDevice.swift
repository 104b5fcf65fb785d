import Synchronization

@testable import TerminalUI

/// A terminal for tests: the test feeds reads and resizes, and receives every frame written.
final class FakeTerminalDevice: TerminalDevice {
    private struct State {
        var size: TerminalSize
        var began = 0
        var ended = 0
        var written: [String] = []
        var failsWrites = false
    }

    private let state: Mutex<State>
    private let input: AsyncStream<TerminalEvent>
    private let inputSink: AsyncStream<TerminalEvent>.Continuation
    private let frameSink: AsyncStream<String>.Continuation
    /// Every write, in order; await the next one after feeding a key.
    let frames: AsyncStream<String>

    init(size: TerminalSize = TerminalSize(columns: 40, rows: 10)) {
        state = Mutex(State(size: size))
        (input, inputSink) = AsyncStream<TerminalEvent>.makeStream()
        (frames, frameSink) = AsyncStream<String>.makeStream()
    }

    func begin() throws(TerminalError) -> AsyncStream<TerminalEvent> {
        state.withLock { $0.began += 1 }
        return input
    }

    func end() {
        state.withLock { $0.ended += 1 }
        frameSink.finish()
    }

    var size: TerminalSize { state.withLock { $0.size } }

    func write(_ text: String) throws(TerminalError) {
        let fails = state.withLock { state in
            if !state.failsWrites { state.written.append(text) }
            return state.failsWrites
        }
        if fails { throw .outputClosed }
        frameSink.yield(text)
    }

    /// One read of `text` from the keyboard.
    func type(_ text: String) {
        inputSink.yield(.input(Array(text.utf8)))
    }

    func send(_ bytes: [UInt8]) {
        inputSink.yield(.input(bytes))
    }

    func resize(to size: TerminalSize) {
        state.withLock { $0.size = size }
        inputSink.yield(.resize)
    }

    func closeInput() {
        inputSink.yield(.endOfInput)
    }

    /// Makes every later write fail as a broken pipe does.
    func breakPipe() {
        state.withLock { $0.failsWrites = true }
    }

    var beganCount: Int { state.withLock { $0.began } }
    var endedCount: Int { state.withLock { $0.ended } }
    var written: [String] { state.withLock { $0.written } }
}
