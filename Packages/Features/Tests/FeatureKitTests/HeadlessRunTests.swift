import FeatureKit
import Testing
import VSMKit

@MainActor
@Suite(.timeLimit(.minutes(1)))
struct HeadlessRunTests {
    @Test func runsEveryActionInTurnAndReturnsTheStateTheyLeave() async {
        let state = await HeadlessRun.run(from: Phase.idle, trace: nil) { container in
            await container.refresh { .loaded(1) }
            await container.refresh { [state = container.state] in
                guard case .loaded(let value) = state else { return .failed("not loaded") }
                return .loaded(value + 1)
            }
        }

        #expect(state == .loaded(2))
    }

    @Test func eachTraceLineNamesTheStateTypeAndTheTransition() async {
        let lines = TraceLines()

        _ = await HeadlessRun.run(from: Phase.idle, trace: { lines.append($0) }) { container in
            await container.refresh { .failed("offline") }
        }

        #expect(!lines.all.isEmpty)
        #expect(lines.all.allSatisfy { $0.hasPrefix("Phase ") })
        #expect(lines.all.contains { $0.hasSuffix("idle -> failed(offline)") })
    }
}
