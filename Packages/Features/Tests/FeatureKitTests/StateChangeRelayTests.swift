import FeatureKit
import Testing
import VSMKit
import VSMKitTesting

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct StateChangeRelayTests {
    @Test func callsOnChangeOnceForEachAppliedState() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let relay = StateChangeRelay()
        var changes = 0
        relay.start(container) { changes += 1 }

        container.observe(.loading)
        container.observe(.loaded(1))

        try await waitUntil { changes == 2 }
        relay.stop()
    }

    @Test func startingAgainReplacesTheEarlierRelay() async throws {
        let container = AsyncStateContainer(state: Phase.idle)
        let recorder = StateRecorder(container)
        let relay = StateChangeRelay()
        var first = 0
        var second = 0
        relay.start(container) { first += 1 }
        relay.start(container) { second += 1 }

        container.observe(.loading)
        await recorder.expectStates([.loading])
        try await waitUntil { second == 1 }

        #expect(first == 0)
        relay.stop()
    }
}
