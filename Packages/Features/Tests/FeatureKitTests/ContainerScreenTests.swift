import FeatureKit
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct ContainerScreenTests {
    @Test func startBeginsTheWorkAndEveryStateItAppliesReachesOnChange() async throws {
        let screen = CountingScreen()
        var changes = 0
        screen.onChange = { changes += 1 }

        screen.start()
        #expect(screen.beginCount == 1)
        try await waitUntil { changes == 1 }
        #expect(screen.isLoading)

        screen.gate.open(with: 7)
        try await waitUntil { changes == 2 }
        #expect(screen.container.state == .loaded(7))
        #expect(!screen.isLoading)
    }

    @Test func afterStopStatesNoLongerReachOnChange() async throws {
        let screen = CountingScreen()
        var changes = 0
        screen.onChange = { changes += 1 }
        screen.start()
        try await waitUntil { changes == 1 }
        // Subscribed after the relay, so it hears of a state after the relay would have.
        let recorder = StateRecorder(screen.container)

        screen.stop()
        screen.gate.open(with: 3)
        await recorder.expectStates([.loaded(3)])

        #expect(changes == 1)
    }

    @Test func theRetryKeyObservesTheRetryAndOtherKeysDoNothing() async {
        let screen = CountingScreen()
        let recorder = StateRecorder(screen.container)

        let other = screen.handleRetryKey(.character("x"), retry: StateSequence(.failed("x")))
        let retry = screen.handleRetryKey(.character("r"), retry: StateSequence(.loaded(5)))

        #expect(isHandled(retry))
        #expect(!isHandled(other))

        await recorder.expectStates([.loaded(5)])
    }

    private func isHandled(_ outcome: KeyOutcome) -> Bool {
        if case .handled = outcome { return true }
        return false
    }
}
