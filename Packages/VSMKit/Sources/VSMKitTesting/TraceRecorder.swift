import Testing
import VSMKit

/// Records a container's ``VSMKit/StateTraceEvent``s, by becoming its ``VSMKit/AsyncStateContainer/tracer``.
///
/// For tests about *why* states changed: which `observe` call produced a transition, which actions
/// were cancelled, ignored or queued, which late states were discarded. It works for states that
/// are not `Sendable`, which a ``StateRecorder`` cannot record.
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

    /// Replaces `container`'s tracer with one that records here (and still calls the previous one).
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
