import Testing
import VSMKit
import VSMKitTesting

/// An action that was replaced never writes, even when its work ignores cancellation and finishes
/// later. Each case: start slow work, replace it, finish the slow work, and check that its state was
/// discarded (traced) and never applied.
@MainActor
struct StaleWriteTests {
    private func expectDiscarded<State: Equatable>(
        _ state: State, in trace: TraceRecorder<State>
    ) async throws {
        try await trace.wait { events in
            events.contains { if case .discarded(let discarded, _) = $0 { discarded == state } else { false } }
        }
        #expect(!trace.transitions.contains { $0.next == state }, "the late state was never applied")
    }

    @Test func aReplacedSequenceStepThatFinishesLateNeverWrites() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let slow = Gate<Phase>()
        container.observe(
            StateSequence {
                Phase.loading
                Next { await slow.pass() }
            })
        try await slow.waitUntilEntered()
        container.observe(.loaded("newer"))
        slow.open(with: .failed("stale"))
        try await expectDiscarded(.failed("stale"), in: trace)
        #expect(container.state == .loaded("newer"))
    }

    @Test func aReplacedClosureThatFinishesLateNeverWrites() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let slow = Gate<Phase>()
        container.observe { await slow.pass() }
        try await slow.waitUntilEntered()
        container.observe(.loaded("newer"))
        slow.open(with: .failed("stale"))
        try await expectDiscarded(.failed("stale"), in: trace)
        #expect(container.state == .loaded("newer"))
    }

    @Test func aReplacedNonSendableSequenceThatFinishesLateNeverWrites() async throws {
        let container = AsyncStateContainer(state: Counter(0))
        let trace = TraceRecorder(container)
        let slow = Gate<Int>()
        container.observe(StateSequence { Next { Counter(await slow.pass()) } })
        try await slow.waitUntilEntered()
        container.observe(Counter(2))
        slow.open(with: 99)
        try await trace.wait { events in
            events.contains { if case .discarded(let counter, _) = $0 { counter.value == 99 } else { false } }
        }
        #expect(container.state.value == 2)
        #expect(trace.transitions.map(\.next.value) == [2])
    }

    @Test func aReplacedSequenceStopsBeforeItsNextStep() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let trace = TraceRecorder(container)
        let slow = Gate<Phase>()
        let neverReached = Gate<Phase>()
        container.observe(
            StateSequence {
                Next { await slow.pass() }
                Next { await neverReached.pass() }
            })
        try await slow.waitUntilEntered()
        container.observe(.idle)
        slow.open(with: .loading)
        try await expectDiscarded(.loading, in: trace)
        #expect(!neverReached.hasEntered, "the cancelled sequence starts no further step")
    }

    @Test func cancellationReachesTheWorkOfAReplacedAction() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let cancelled = CancellationFlag()
        container.observe {
            await cancelled.suspendUntilCancelled()
            return .failed("cancelled")
        }
        container.observe(.loading)
        try await cancelled.wait()
        #expect(container.state == .loading)
    }
    @Test func aReplacedAsyncSequenceWhoseNextReturnsLateNeverWrites() async throws {
        let container = AsyncStateContainer(state: 0)
        let trace = TraceRecorder(container)
        let gates = [Gate<Int>(), Gate<Int>()]
        container.observe(GatedSequence(gates) { $0 })
        gates[0].open(with: 1)
        try await trace.wait { _ in trace.transitions.count == 1 }
        try await gates[1].waitUntilEntered()
        container.observe(5)
        gates[1].open(with: 2)
        try await expectDiscarded(2, in: trace)
        #expect(container.state == 5)
        #expect(trace.transitions.map(\.next) == [1, 5])
    }

    @Test func aReplacedNonSendableAsyncSequenceWhoseNextReturnsLateNeverWrites() async throws {
        let container = AsyncStateContainer(state: Counter(0))
        let trace = TraceRecorder(container)
        let gates = [Gate<Int>(), Gate<Int>()]
        container.observe(GatedSequence(gates) { Counter($0) })
        gates[0].open(with: 1)
        try await trace.wait { _ in trace.transitions.count == 1 }
        try await gates[1].waitUntilEntered()
        container.observe(Counter(5))
        gates[1].open(with: 2)
        try await trace.wait { events in
            events.contains { if case .discarded(let counter, _) = $0 { counter.value == 2 } else { false } }
        }
        #expect(container.state.value == 5)
        #expect(trace.transitions.map(\.next.value) == [1, 5])
    }
}
