import APIServer
import Synchronization

/// A ``Sleeper`` that records what it was asked to wait and returns at once, so latency tests
/// assert the scheduled delay without waiting for it.
final class SleepRecorder: Sendable {
    private let durations = Mutex<[Duration]>([])

    var recorded: [Duration] { durations.withLock { $0 } }

    var sleeper: Sleeper {
        Sleeper { [self] duration in durations.withLock { $0.append(duration) } }
    }
}

/// A ``Sleeper`` that holds every sleeper until the test opens it, and tells the test when a
/// sleep began and for how long: for watching a stalled body from the outside.
final class SleepGate: Sendable {
    let started: AsyncStream<Duration>
    private let startedContinuation: AsyncStream<Duration>.Continuation
    private let state = Mutex<(isOpen: Bool, waiting: [CheckedContinuation<Void, Never>])>((false, []))

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    var sleeper: Sleeper {
        Sleeper { [self] duration in
            startedContinuation.yield(duration)
            await withCheckedContinuation { continuation in
                let resumeNow = state.withLock { state in
                    if state.isOpen { return true }
                    state.waiting.append(continuation)
                    return false
                }
                if resumeNow { continuation.resume() }
            }
        }
    }

    /// Lets every held sleeper (and every later one) return.
    func open() {
        let waiting = state.withLock { state in
            state.isOpen = true
            defer { state.waiting = [] }
            return state.waiting
        }
        for continuation in waiting { continuation.resume() }
    }
}
