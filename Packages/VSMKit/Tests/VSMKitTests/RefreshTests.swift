import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct RefreshTests {
    @Test func refreshReturnsOnlyAfterTheActionsLastState() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let recorder = StateRecorder(container)
        let fetch = Gate<Phase>()
        let refreshed = Task {
            await container.refresh(
                StateSequence {
                    Phase.loading
                    Next { await fetch.pass() }
                    Phase.loaded("after the fetch")
                })
            return container.state
        }
        try await fetch.waitUntilEntered()
        #expect(container.state == .loading)
        fetch.open(with: .loaded("fetched"))
        #expect(try await refreshed.waitForValue() == .loaded("after the fetch"))
        await recorder.expectStates([.loading, .loaded("fetched"), .loaded("after the fetch")])
    }

    @Test func aNewerObserveCancelsTheRefreshWhichReturns() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let cancelled = CancellationFlag()
        let refreshed = Task {
            await container.refresh {
                await cancelled.suspendUntilCancelled()
                return Phase.failed("cancelled")
            }
        }
        try? await waitUntil { container.isRunning }
        container.observe(.loaded("newer"))
        try await refreshed.waitForValue()
        try await cancelled.wait()
        #expect(container.state == .loaded("newer"))
    }

    @Test func cancellingTheTaskAwaitingRefreshCancelsTheAction() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let cancelled = CancellationFlag()
        let refreshed = Task {
            await container.refresh(
                StateSequence {
                    Phase.loading
                    Next {
                        await cancelled.suspendUntilCancelled()
                        return Phase.failed("cancelled")
                    }
                })
        }
        try await trace.wait { _ in trace.transitions.count == 1 }
        try await cancelled.waitUntilSuspended()
        refreshed.cancel()
        try await refreshed.waitForValue()
        try await cancelled.wait()
        #expect(!container.isRunning)
        #expect(container.state == .loading)
        #expect(trace.events.contains { if case .cancelled = $0 { true } else { false } })
    }

    @Test func refreshStartsItsClosureAtOnceAheadOfQueuedMainActorWork() async throws {
        let container = AsyncStateContainer(state: 0)
        let log = CallLog<String>()
        let queued = Task { @MainActor in log.record("main-actor work queued before the refresh") }
        await container.refresh {
            log.record("the refresh's closure")
            return 1
        }
        try await queued.waitForValue()
        #expect(
            log.calls == ["the refresh's closure", "main-actor work queued before the refresh"],
            "the closure runs inside refresh, not in a later main-actor turn")
        #expect(container.state == 1)
    }

    @Test func aRefreshIgnoredByThePolicyReturnsAtOnce() async {
        let container = AsyncStateContainer(state: 0)
        let slow = Gate<Int>()
        container.observe(StateSequence { Next { await slow.pass() } })
        await container.refresh(plainStates(5), policy: .ignoreWhileRunning)
        #expect(container.state == 0)
        slow.open(with: 1)
    }
}
