import Testing
import VSMKit

/// Records one container's ``VSMKit/StateTraceEvent``s, typed: the events the process-wide
/// ``VSMKit/StateTracing`` observer receives as text, for this container alone (tests run in
/// parallel).
///
/// For tests about *why* states changed: which `observe` call produced a transition (the state
/// before, the state after, the origin), which actions were cancelled or ignored, which late
/// states were discarded. It works for states that are not `Sendable`, which a ``StateRecorder``
/// cannot record.
///
/// ```swift
/// let trace = TraceRecorder(container)
/// container.observe(.loading)
/// #expect(trace.transitions.last?.origin.line == #line - 1)
/// ```
@MainActor
public final class TraceRecorder<State> {
    /// Every event so far, in order.
    public var events: [StateTraceEvent<State>] { log.items }

    private let log = RecordedLog<StateTraceEvent<State>>()

    /// Starts recording `container`'s events (a second recorder of the same container records them
    /// too).
    public init(_ container: AsyncStateContainer<State>) {
        let previous = container.tracer
        container.tracer = { [weak self] event in
            previous?(event)
            self?.log.append(event)
        }
    }

    /// The recorded transitions, in order.
    public var transitions: [StateTransition<State>] {
        events.compactMap { event in
            if case .transition(let transition) = event { return transition }
            return nil
        }
    }

    /// Returns once `predicate` holds for the recorded events (at once if it already does); throws
    /// ``WaitTimeoutError`` (listing the events) after `timeout`.
    public func wait(
        timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation,
        until predicate: @escaping ([StateTraceEvent<State>]) -> Bool
    ) async throws {
        try await log.wait(
            timeout: timeout, sourceLocation: sourceLocation,
            describe: { events in
                "\(events.count) event(s) traced:\n" + events.map { "  \($0)" }.joined(separator: "\n")
            },
            until: predicate)
    }
}
