import Synchronization
import TerminalUI

/// A terminal for the preview runner's tests: `begin()` either fails with the given error or gives
/// events that end at once (so a run draws one frame and ends); every write is kept.
final class ScriptedTerminal: TerminalDevice {
    private struct Record {
        var began = 0
        var ended = 0
        var written: [String] = []
    }

    private let failure: TerminalError?
    private let record = Mutex(Record())

    init(failingWith failure: TerminalError? = nil) {
        self.failure = failure
    }

    var began: Int { record.withLock { $0.began } }
    var ended: Int { record.withLock { $0.ended } }
    /// Everything written, joined.
    var output: String { record.withLock { $0.written.joined() } }

    func begin() throws(TerminalError) -> AsyncStream<TerminalEvent> {
        if let failure { throw failure }
        record.withLock { $0.began += 1 }
        let (events, sink) = AsyncStream<TerminalEvent>.makeStream()
        sink.yield(.endOfInput)
        sink.finish()
        return events
    }

    func end() {
        record.withLock { $0.ended += 1 }
    }

    var size: TerminalSize { TerminalSize(columns: 60, rows: 8) }

    func write(_ text: String) throws(TerminalError) {
        record.withLock { $0.written.append(text) }
    }
}
