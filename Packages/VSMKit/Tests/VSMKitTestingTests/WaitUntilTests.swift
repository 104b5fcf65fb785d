import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct WaitUntilTests {
    @Test func waitUntilResumesWhenAnObservedStateChanges() async throws {
        let container = AsyncStateContainer(state: 0)
        let gate = Gate<Void>()
        container.observe {
            await gate.pass()
            return 1
        }
        let waiting = Task { try await waitUntil(recheckInterval: .seconds(60)) { container.state == 1 } }
        gate.open()
        try await waiting.waitForValue()
        #expect(container.state == 1)
    }

    @Test func waitUntilAlsoNoticesNonObservableConditions() async throws {
        let flag = Latch()
        Task.detached { flag.set() }
        try await waitUntil { flag.isSet }
    }

    @Test func waitUntilThrowsAfterTheTimeout() async {
        await #expect(throws: WaitTimeoutError.self) {
            try await waitUntil(timeout: .milliseconds(30)) { false }
        }
    }

    @Test func traceRecorderWaitsForEventsAndTimesOut() async throws {
        let container = AsyncStateContainer(state: 0)
        let trace = TraceRecorder(container)
        container.observe(1)
        try await trace.wait { _ in trace.transitions.count == 1 }
        await #expect(throws: WaitTimeoutError.self) {
            try await trace.wait(timeout: .milliseconds(30)) { _ in trace.transitions.count == 2 }
        }
    }
}

/// A flag behind a lock: not observable, so `waitUntil` must fall back to re-checking it.
private final class Latch: Sendable {
    private let value = Locked(false)
    var isSet: Bool { value.withLock { $0 } }
    func set() { value.withLock { $0 = true } }
}
