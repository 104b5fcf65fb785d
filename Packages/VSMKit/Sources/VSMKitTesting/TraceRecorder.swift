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
    public private(set) var events: [StateTraceEvent<State>] = []

    private struct Waiter {
        let id: Int
        let isSatisfied: ([StateTraceEvent<State>]) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private var waiters: [Waiter] = []
    private var nextWaiterID = 0

    /// Replaces `container`'s tracer with one that records here (and still calls the previous one).
    public init(_ container: AsyncStateContainer<State>) {
        let previous = container.tracer
        container.tracer = { [weak self] event in
            previous?(event)
            self?.record(event)
        }
    }

    isolated deinit {
        for waiter in waiters {
            waiter.continuation.resume(returning: false)
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
        guard !predicate(events) else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self?.expireWaiter(id)
        }
        defer { timer.cancel() }
        let isSatisfied = await withCheckedContinuation { continuation in
            waiters.append(Waiter(id: id, isSatisfied: predicate, continuation: continuation))
        }
        // Checked again on a timeout: an event recorded while the timer's wake-up was queued counts.
        guard isSatisfied || predicate(events) else {
            throw WaitTimeoutError(
                "timed out after \(timeout); \(events.count) event(s) traced:\n"
                    + events.map { "  \($0)" }.joined(separator: "\n"),
                sourceLocation: sourceLocation)
        }
    }

    private func record(_ event: StateTraceEvent<State>) {
        events.append(event)
        guard !waiters.isEmpty else { return }
        var stillWaiting: [Waiter] = []
        for waiter in waiters {
            if waiter.isSatisfied(events) {
                waiter.continuation.resume(returning: true)
            } else {
                stillWaiting.append(waiter)
            }
        }
        waiters = stillWaiting
    }

    private func expireWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }
}
