import APIServer
import Synchronization

/// A ``Sleeper`` that never wakes by itself: each sleep tells the test it began, then waits until
/// its task is cancelled and throws `CancellationError`. For checking that something cuts a long
/// wait short (a graceful shutdown ending a stalled body) without waiting for real time.
final class SleepUntilCancelled: Sendable {
    let started: AsyncStream<Duration>
    private let startedContinuation: AsyncStream<Duration>.Continuation
    private let cancellations = Mutex(0)

    init() {
        (started, startedContinuation) = AsyncStream.makeStream()
    }

    /// How many sleeps ended by cancellation.
    var cancelledCount: Int { cancellations.withLock { $0 } }

    var sleeper: Sleeper {
        Sleeper { [self] duration in
            startedContinuation.yield(duration)
            let (never, end) = AsyncStream<Never>.makeStream()
            await withTaskCancellationHandler {
                for await _ in never {}
            } onCancel: {
                end.finish()
            }
            cancellations.withLock { $0 += 1 }
            throw CancellationError()
        }
    }
}
