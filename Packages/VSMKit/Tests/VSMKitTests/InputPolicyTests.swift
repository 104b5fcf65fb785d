import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct InputPolicyTests {
    @Test func ignoreWhileRunningDropsAPressWhileTheFirstIsInFlight() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let recorder = StateRecorder(container)
        let trace = TraceRecorder(container)
        let adding = Gate<Phase>()
        let secondPressRan = CancellationFlag()
        container.observe(
            StateSequence {
                Phase.loading
                Next { await adding.pass() }
            }, policy: .ignoreWhileRunning)
        container.observe(
            StateSequence {
                Phase.failed("second press")
                Next {
                    secondPressRan.raise()
                    return Phase.failed("second press")
                }
            }, policy: .ignoreWhileRunning)
        #expect(container.state == .loading)
        adding.open(with: .loaded("added once"))
        await recorder.expectStates([.loading, .loaded("added once")])
        #expect(!secondPressRan.isRaised)
        #expect(trace.events.contains { if case .ignored = $0 { true } else { false } })
    }

    @Test func ignoreWhileRunningRunsAgainOnceTheFirstHasFinished() async throws {
        let container = AsyncStateContainer(state: 0, inputPolicy: .ignoreWhileRunning)
        container.observe(1)
        container.observe(2)
        #expect(container.state == 2, "a plain state finishes at once, so nothing is running")
    }

    @Test func replaceCancelsTheRunningAction() async throws {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let trace = TraceRecorder(container)
        let first = Gate<Int>()
        container.observe(StateSequence { Next { await first.pass() } })
        try await first.waitUntilEntered()
        container.observe(3, policy: .replace)
        first.open(with: 1)
        try await trace.wait { $0.contains { if case .discarded(1, _) = $0 { true } else { false } } }
        await recorder.expectStates([3])
        #expect(trace.events.filter { if case .cancelled = $0 { true } else { false } }.count == 1)
    }

    @Test func theContainerDefaultPolicyAppliesWhenACallPassesNone() async throws {
        let container = AsyncStateContainer(state: 0, inputPolicy: .ignoreWhileRunning)
        let slow = Gate<Int>()
        container.observe(StateSequence { Next { await slow.pass() } })
        container.observe(7)
        #expect(container.state == 0)
        container.observe(8, policy: .replace)
        #expect(container.state == 8, "a call's own policy wins over the container's")
        slow.open(with: 1)
    }
}
