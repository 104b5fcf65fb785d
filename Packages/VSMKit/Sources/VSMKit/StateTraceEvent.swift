/// Something a container did, reported to the process-wide ``StateTracing`` observer (as a
/// ``StateTraceRecord``) and, typed, to VSMKitTesting's `TraceRecorder`.
///
/// Each event names the action's ``StateOrigin`` (file, line and function of the `observe` call), so
/// a log answers "where did this state come from?" and "why did that state never show?".
public enum StateTraceEvent<State> {
    /// The state changed.
    case transition(StateTransition<State>)
    /// An action started running.
    case started(StateOrigin)
    /// An action ran to its end: its last state has been applied.
    case finished(StateOrigin)
    /// An action was cancelled before its end: replaced by a newer action, dropped from a debounce
    /// window, cancelled by the cancellation of the task awaiting `refresh`, or by the container's
    /// deinit.
    case cancelled(StateOrigin)
    /// An action was dropped on arrival by ``InputPolicy/ignoreWhileRunning``.
    case ignored(StateOrigin)
    /// A state arrived from an action that had already been cancelled or replaced, and was dropped:
    /// the container never writes a stale state.
    case discarded(State, origin: StateOrigin)

    /// The origin of the action the event is about.
    public var origin: StateOrigin {
        switch self {
        case .transition(let transition): transition.origin
        case .started(let origin), .finished(let origin), .cancelled(let origin), .ignored(let origin),
            .discarded(_, let origin):
            origin
        }
    }
}

extension StateTraceEvent: Sendable where State: Sendable {}
extension StateTraceEvent: Equatable where State: Equatable {}

extension StateTraceEvent: CustomStringConvertible {
    /// One log line: `origin: what happened`.
    public var description: String {
        switch self {
        case .transition(let transition): "\(transition.origin): \(transition.previous) -> \(transition.next)"
        case .started(let origin): "\(origin): started"
        case .finished(let origin): "\(origin): finished"
        case .cancelled(let origin): "\(origin): cancelled"
        case .ignored(let origin): "\(origin): ignored (an action is running)"
        case .discarded(let state, let origin): "\(origin): discarded late state \(state)"
        }
    }
}
