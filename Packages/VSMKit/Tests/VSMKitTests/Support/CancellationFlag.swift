import Testing
import VSMKit
import VSMKitTesting

/// Raised when the task running some work is cancelled; a test awaits it without polling.
final class CancellationFlag: Sendable {
    private struct Waiter: Sendable {
        let id: Int
        /// Resumed with `true` when the flag is raised, `false` when the wait timed out.
        let continuation: CheckedContinuation<Bool, Never>
    }

    private struct Storage: Sendable {
        var isRaised = false
        var waiters: [Waiter] = []
        var nextWaiterID = 0
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
            waiter.continuation.resume(returning: true)
        }
    }

    /// Returns once the flag is raised (at once if it is). After `timeout` it throws a
    /// ``WaitTimeoutError`` instead: work that never got to its cancellation fails the test where it
    /// waits, rather than leaving `make test` waiting forever.
    func wait(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async throws {
        let id = storage.withLock { storage in
            defer { storage.nextWaiterID += 1 }
            return storage.nextWaiterID
        }
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self?.expireWaiter(id)
        }
        defer { timer.cancel() }
        let isRaised = await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let isRaised = storage.withLock { storage in
                if !storage.isRaised {
                    storage.waiters.append(Waiter(id: id, continuation: continuation))
                }
                return storage.isRaised
            }
            if isRaised {
                continuation.resume(returning: true)
            }
        }
        guard isRaised else {
            throw WaitTimeoutError(
                "the flag was not raised after \(timeout): the work was not cancelled, or never got to its cancellation",
                sourceLocation: sourceLocation)
        }
    }

    private func expireWaiter(_ id: Int) {
        let expired = storage.withLock { storage -> Waiter? in
            guard let index = storage.waiters.firstIndex(where: { $0.id == id }) else { return nil }
            return storage.waiters.remove(at: index)
        }
        expired?.continuation.resume(returning: false)
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
