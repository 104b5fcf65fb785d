import FeatureKit
import Testing
import VSMKit
import VSMKitTesting

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HeadlessRunTests {
    @Test func runsEveryActionInTurnAndReturnsTheStateTheyLeave() async {
        let state = await HeadlessRun.run(from: Phase.idle) { container in
            await container.refresh { .loaded(1) }
            await container.refresh { [state = container.state] in
                guard case .loaded(let value) = state else { return .failed("not loaded") }
                return .loaded(value + 1)
            }
        }

        #expect(state == .loaded(2))
    }

    /// Listens through VSMKitTesting's fan-out, the process-wide tracer's one observer in tests:
    /// installing another would replace the state recorder's (tests run in parallel).
    @Test func transitionsReachTheProcessWideTracerInTheOneTraceFormat() async {
        let lines = CallLog<String>()
        let listener = StateTraceFanOut.add { lines.record($0.description) }
        defer { StateTraceFanOut.remove(listener) }

        _ = await HeadlessRun.run(from: Phase.idle) { container in
            await container.refresh { .failed("offline") }
        }

        // The tracer is process-wide and tests run in parallel: keep this run's lines.
        let transitions = lines.calls.filter { $0.contains(" -> ") && $0.contains("offline") }
        #expect(transitions.count == 1)
        #expect(transitions.allSatisfy { $0.hasPrefix("FeatureKitTests/HeadlessRunTests.swift:") })
        #expect(transitions.allSatisfy { $0.hasSuffix("[Phase] idle -> failed(offline)") })
    }
}
