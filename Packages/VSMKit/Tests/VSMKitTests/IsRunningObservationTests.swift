import Observation
import Testing
import VSMKitTesting

@testable import VSMKit

/// `isRunning` tells Observation of every change once someone reads it, though a container skips
/// the mutation events while nobody ever has.
@MainActor
struct IsRunningObservationTests {
    /// Records into `changes` the next time Observation reports a change of `isRunning`.
    private func trackIsRunning(of container: AsyncStateContainer<Int>, _ changes: CallLog<Bool>) {
        withObservationTracking {
            _ = container.isRunning
        } onChange: {
            changes.record(true)
        }
    }

    @Test func anObserverOfIsRunningHearsTheStartAndTheEndOfAnAction() async throws {
        let container = AsyncStateContainer(state: 0)
        let changes = CallLog<Bool>()
        let gate = Gate<Int>()
        trackIsRunning(of: container, changes)
        container.observe { await gate.pass() }
        #expect(changes.calls.count == 1, "the start is a change")
        trackIsRunning(of: container, changes)
        gate.open(with: 1)
        try await waitUntil { container.state == 1 }
        #expect(changes.calls.count == 2, "the end is a change")
    }

    @Test func readingIsRunningAfterUnobservedActionsStillTracksTheNextChange() async throws {
        let container = AsyncStateContainer(state: 0)
        container.observe(StateSequence { Next { 1 } })
        try await waitUntil { container.state == 1 }
        let changes = CallLog<Bool>()
        trackIsRunning(of: container, changes)
        #expect(!container.isRunning)
        container.observe(StateSequence { Next { 2 } })
        #expect(changes.calls.count == 1)
        #expect(container.isRunning)
    }
}
