import VSMKit
import VSMKitTesting

/// Raised when the task running some work is cancelled; a test awaits it without polling.
final class CancellationFlag: Sendable {
    private struct Storage: Sendable {
        var isRaised = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let storage = Locked(Storage())
    /// Where ``suspendUntilCancelled()`` waits: entered when the work gets there, opened when it is
    /// cancelled.
    private let suspension = Gate<Void>()

    var isRaised: Bool { storage.withLock { $0.isRaised } }

    func raise() {
        let waiters = storage.withLock { storage in
            storage.isRaised = true
            defer { storage.waiters = [] }
            return storage.waiters
        }
        for waiter in waiters {
            waiter.resume()
        }
    }

    func wait() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isRaised = storage.withLock { storage in
                if !storage.isRaised {
                    storage.waiters.append(continuation)
                }
                return storage.isRaised
            }
            if isRaised {
                continuation.resume()
            }
        }
    }

    /// Suspends until the current task is cancelled, then raises the flag (work that honours
    /// cancellation, unlike a ``Gate``).
    func suspendUntilCancelled() async {
        await withTaskCancellationHandler {
            await suspension.pass()
        } onCancel: {
            self.raise()
            suspension.open()
        }
    }

    /// Returns once the work has reached ``suspendUntilCancelled()``. A test that cancels work
    /// started on a task of its own waits for this first: a task cancelled before it gets there
    /// may never get there (a state sequence runs no further step once cancelled), and then
    /// ``wait()`` would wait forever.
    func waitUntilSuspended() async {
        await suspension.waitUntilEntered()
    }
}
