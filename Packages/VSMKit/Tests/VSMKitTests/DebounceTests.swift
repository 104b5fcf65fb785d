import Testing
import VSMKit
import VSMKitTesting

/// Debounce on a ``TestClock``: time moves only when the test advances it, nothing sleeps for real.
@MainActor
struct DebounceTests {
    private let clock = TestClock()

    private func search(_ term: String, runs: CountingBox) -> StateSequence<Phase> {
        StateSequence {
            Phase.loading
            Next {
                runs.increment()
                return Phase.loaded("results for \(term)")
            }
        }
    }

    @Test func aBurstWithinTheWindowRunsOnceWithTheLastInput() async {
        let container = AsyncStateContainer(state: Phase.idle, clock: clock)
        let recorder = StateRecorder(container)
        let runs = CountingBox()
        for term in ["s", "so", "sof"] {
            container.observe(search(term, runs: runs), debounced: .milliseconds(300))
            clock.advance(by: .milliseconds(100))
        }
        container.observe(search("sofa", runs: runs), debounced: .milliseconds(300))
        clock.advance(by: .milliseconds(299))
        #expect(container.state == .idle, "still inside the window")
        clock.advance(by: .milliseconds(1))
        await recorder.expectStates([.loading, .loaded("results for sofa")])
        #expect(runs.value == 1)
    }

    @Test func inputsFartherApartThanTheWindowEachRun() async {
        let container = AsyncStateContainer(state: Phase.idle, clock: clock)
        let recorder = StateRecorder(container)
        let runs = CountingBox()
        container.observe(search("a", runs: runs), debounced: .milliseconds(300))
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([.loading, .loaded("results for a")])
        container.observe(search("b", runs: runs), debounced: .milliseconds(300))
        clock.advance(by: .milliseconds(300))
        await recorder.expectStates([.loading, .loaded("results for a"), .loading, .loaded("results for b")])
        #expect(runs.value == 2)
    }

    @Test func aReplacingObserveCancelsTheWaitingDebouncedAction() async throws {
        let container = AsyncStateContainer(state: Phase.idle, clock: clock)
        let trace = TraceRecorder(container)
        let runs = CountingBox()
        container.observe(search("sofa", runs: runs), debounced: .milliseconds(300))
        container.observe(.failed("cleared"))
        clock.advance(by: .milliseconds(300))
        try await trace.wait { $0.contains { if case .cancelled = $0 { true } else { false } } }
        container.observe(.idle, debounced: .milliseconds(10))
        clock.advance(by: .milliseconds(10))
        try await trace.wait { _ in trace.transitions.count == 2 }
        #expect(trace.transitions.map(\.next) == [.failed("cleared"), .idle])
        #expect(runs.value == 0)
    }

    @Test func everyKindOfActionCanBeDebounced() async {
        let container = AsyncStateContainer(state: 0, clock: clock)
        let recorder = StateRecorder(container)
        container.observe(1, debounced: .seconds(1))
        clock.advance(by: .seconds(1))
        await recorder.expectStates([1])
        container.observe({ 2 }, debounced: .seconds(1))
        clock.advance(by: .seconds(1))
        await recorder.expectStates([1, 2])
        container.observe(
            AsyncStream {
                $0.yield(3); $0.finish()
            }, debounced: .seconds(1))
        clock.advance(by: .seconds(1))
        await recorder.expectStates([1, 2, 3])
    }
}
