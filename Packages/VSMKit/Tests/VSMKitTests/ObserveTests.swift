import Observation
import Testing
import VSMKitTesting

@testable import VSMKit

@MainActor
struct ObserveTests {
    @Test func aPlainStateIsAppliedBeforeObserveReturns() {
        let container = AsyncStateContainer(state: Phase.idle)
        container.observe(.loading)
        #expect(container.state == .loading)
        #expect(!container.isRunning)
    }

    @Test func theLeadingPlainStatesOfASequenceAreAppliedBeforeObserveReturns() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let recorder = StateRecorder(container)
        let gate = Gate<Phase>()
        container.observe(
            StateSequence {
                Phase.loading
                Phase.failed("first")
                Next { await gate.pass() }
            })
        #expect(container.state == .failed("first"), "no frame of stale UI: the known states are already applied")
        #expect(container.isRunning)
        gate.open(with: .loaded("entry"))
        await recorder.expectStates([.loading, .failed("first"), .loaded("entry")])
        #expect(!container.isRunning)
    }

    @Test func anAsyncClosureAppliesTheStateItReturns() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let recorder = StateRecorder(container)
        container.observe { .loaded("from closure") }
        await recorder.expectStates([.loaded("from closure")])
    }

    @Test func anyAsyncSequenceIsAppliedElementByElementInOrder() async throws {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        container.observe(stream)
        for value in 1...5 {
            continuation.yield(value)
        }
        continuation.finish()
        await recorder.expectStates([1, 2, 3, 4, 5])
    }

    @Test func sendableStatesTakeTheOffMainActorPathAndOthersTheMainActorPath() async throws {
        let sendable = AsyncStateContainer(state: 0)
        sendable.observe(StateSequence { Next { 1 } })
        sendable.observe(AsyncStream { $0.finish() })
        #expect(sendable.offMainActionCount == 2)

        let nonSendable = AsyncStateContainer(state: Counter(0))
        nonSendable.observe(StateSequence { Next { Counter(1) } })
        #expect(nonSendable.offMainActionCount == 0)
    }

    @Test func aNonSendableStateMovesThroughEveryKindOfAction() async throws {
        let container = AsyncStateContainer(state: Counter(0))
        let trace = TraceRecorder(container)
        container.observe(Counter(1))
        #expect(container.state.value == 1)
        container.observe(
            StateSequence {
                Counter(2)
                Next { Counter(3) }
            })
        #expect(container.state.value == 2)
        try await trace.wait { _ in trace.transitions.count == 3 }
        #expect(container.state.value == 3)
        await container.refresh { Counter(4) }
        #expect(container.state.value == 4)
        let (stream, continuation) = AsyncStream.makeStream(of: Counter.self)
        continuation.yield(Counter(5))
        continuation.finish()
        container.observe(stream)
        try await trace.wait { _ in trace.transitions.count == 5 }
        #expect(container.state.value == 5)
        #expect(trace.transitions.map(\.next.value) == [1, 2, 3, 4, 5])
    }

    @Test func theStateIsObservableThroughObservation() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let changed = CancellationFlag()
        withObservationTracking {
            _ = container.state
        } onChange: {
            changed.raise()
        }
        container.observe(.loading)
        #expect(changed.isRaised)
    }

    @Test func aBatchOfStatesNotifiesObservationOnceButSubscribersOfEveryState() async throws {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let notifications = CountingBox()
        func track() {
            withObservationTracking {
                _ = container.state
            } onChange: {
                notifications.increment()
            }
        }
        track()
        container.observe(plainStates(1, 2, 3, 4))
        #expect(notifications.value == 1)
        await recorder.expectStates([1, 2, 3, 4])
    }

    @Test func whetherAnActionIsRunningIsObservable() async {
        let container = AsyncStateContainer(state: Phase.idle)
        let changed = CancellationFlag()
        let fetch = Gate<Phase>()
        withObservationTracking {
            _ = container.isRunning
        } onChange: {
            changed.raise()
        }
        container.observe(StateSequence { Next { await fetch.pass() } })
        #expect(container.isRunning)
        #expect(changed.isRaised)
        fetch.open(with: .loaded("done"))
        try? await waitUntil { !container.isRunning }
        #expect(container.state == .loaded("done"))
    }
}
