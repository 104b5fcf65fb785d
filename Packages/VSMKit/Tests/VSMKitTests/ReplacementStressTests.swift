import Testing
import VSMKit
import VSMKitTesting

/// A state that names the action that produced it and its position in that action's stream.
private struct Tagged: Sendable, Equatable, CustomStringConvertible {
    let action: Int
    let index: Int
    var description: String { "\(action).\(index)" }
}

/// Streams fed from other tasks, replaced while their states are still in flight between the
/// consuming task and the main actor. Which states get through before each replacement varies run
/// by run; the invariants checked do not.
@MainActor
struct ReplacementStressTests {
    @Test func rapidlyReplacedStreamsNeverApplyAStaleStateAndKeepEachActionsOrder() async throws {
        let actions = 100
        let statesPerAction = 200
        let container = AsyncStateContainer(state: Tagged(action: -1, index: 0))
        let trace = TraceRecorder(container)
        var producers: [Task<Void, Never>] = []
        for action in 0..<actions {
            let (stream, continuation) = AsyncStream.makeStream(of: Tagged.self)
            producers.append(
                Task.detached {
                    // Stops as soon as the stream is terminated: its action was replaced.
                    var index = 0
                    while index < statesPerAction,
                        case .enqueued = continuation.yield(Tagged(action: action, index: index))
                    {
                        index += 1
                    }
                    continuation.finish()
                })
            container.observe(stream)
            await Task.yield()  // lets some batches of this action reach the main actor
        }
        for producer in producers {
            // Seconds under TSan: a bound for a hang, not for speed.
            try await producer.waitForValue(timeout: .seconds(120))
        }
        // The last action is never replaced: it ends once its whole stream is applied.
        try? await waitUntil(timeout: .seconds(60)) { !container.isRunning }

        let applied = trace.transitions.map(\.next)
        #expect(container.state == Tagged(action: actions - 1, index: statesPerAction - 1))
        // Once a newer action has written, no older one ever writes again.
        if let index = applied.indices.dropFirst().first(where: { applied[$0].action < applied[$0 - 1].action }) {
            Issue.record("stale write: \(applied[index]) was applied after \(applied[index - 1])")
        }
        // Each action's applied states are a gap-free prefix of its stream, in order; what it
        // handed over late was discarded, and nothing was applied after a discarded state.
        var appliedByAction: [Int: [Int]] = [:]
        for state in applied {
            appliedByAction[state.action, default: []].append(state.index)
        }
        var firstDiscardedByAction: [Int: Int] = [:]
        for event in trace.events {
            if case .discarded(let state, _) = event, firstDiscardedByAction[state.action] == nil {
                firstDiscardedByAction[state.action] = state.index
            }
        }
        for (action, indices) in appliedByAction {
            if let gap = indices.indices.first(where: { indices[$0] != $0 }) {
                Issue.record("action \(action): state \(action).\(indices[gap]) applied in position \(gap)")
            }
            if let firstDiscarded = firstDiscardedByAction[action] {
                #expect(
                    firstDiscarded == indices.count,
                    "action \(action): \(indices.count) applied, then discarded from \(firstDiscarded)")
            }
        }
        #expect(appliedByAction[actions - 1] == Array(0..<statesPerAction))
    }
}
