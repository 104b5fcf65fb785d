import Testing
import VSMKit
import VSMKitTesting

/// Raised when the task running some work is cancelled; a test awaits it with `wait`, bounded.
final class CancellationFlag: Sendable {
    private let raised = Locked(false)
    /// Where ``suspendUntilCancelled()`` waits: entered when the work gets there, opened when it is
    /// cancelled.
    private let suspension = Gate<Void>()

    var isRaised: Bool { raised.withLock { $0 } }

    func raise() {
        raised.withLock { $0 = true }
    }

    /// Returns once the flag is raised (at once if it is); throws VSMKitTesting's
    /// ``WaitTimeoutError`` after `timeout` (`waitUntil`'s), so work that never got to its
    /// cancellation fails the test where it waits instead of leaving `make test` waiting forever.
    @MainActor
    func wait(timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await waitUntil(timeout: timeout, sourceLocation: sourceLocation) { self.isRaised }
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
    /// ``wait(timeout:sourceLocation:)`` would time out. Bounded like it (the gate's wait).
    func waitUntilSuspended(sourceLocation: SourceLocation = #_sourceLocation) async throws {
        try await suspension.waitUntilEntered(sourceLocation: sourceLocation)
    }
}
