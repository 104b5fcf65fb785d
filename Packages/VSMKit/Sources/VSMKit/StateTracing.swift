import Synchronization

/// A process-wide observer of every container's trace events, for a `--trace` switch in an app whose
/// containers are created deep inside views.
///
/// The one tracing channel of VSMKit: every container reports each ``StateTraceEvent`` here, as a
/// ``StateTraceRecord`` (states rendered with `String(describing:)`): each transition with the
/// state before, the state after and the origin of the action. Nothing is rendered while no
/// observer is installed. (A test that needs one container's events, typed, uses VSMKitTesting's
/// `TraceRecorder`.)
///
/// ```swift
/// StateTracing.install { record in
///     FileHandle.standardError.write(Data((record.description.terminalSafe + "\n").utf8))
/// }
/// ```
///
/// States can hold untrusted text: sanitise a record before it reaches a terminal.
public enum StateTracing {
    private static let observer = Locked<(@Sendable (StateTraceRecord) -> Void)?>(nil)
    /// Whether an observer is installed, read without the lock: every action asks at its start,
    /// its states and its end, and a process that traces nothing pays one atomic load each time.
    private static let isInstalled = Atomic<Bool>(false)

    /// Installs `observer`, replacing any previous one; `nil` removes it.
    public static func install(_ observer: (@Sendable (StateTraceRecord) -> Void)?) {
        self.observer.withLock {
            $0 = observer
            isInstalled.store(observer != nil, ordering: .releasing)
        }
    }

    /// The installed observer, if any (read once per batch of events).
    static var current: (@Sendable (StateTraceRecord) -> Void)? {
        guard isInstalled.load(ordering: .acquiring) else { return nil }
        return observer.withLock { $0 }
    }
}

/// A ``StateTraceEvent`` with its states rendered as text, for the process-wide ``StateTracing``
/// observer.
public struct StateTraceRecord: Sendable, Hashable, CustomStringConvertible {
    /// What happened.
    public enum Kind: String, Sendable, Hashable {
        /// The state changed.
        case transition
        /// An action started.
        case started
        /// An action ran to its end.
        case finished
        /// An action was cancelled before its end.
        case cancelled
        /// An action was dropped by ``InputPolicy/ignoreWhileRunning``.
        case ignored
        /// A late state of a cancelled action was dropped.
        case discarded
    }

    /// What happened.
    public let kind: Kind
    /// The container's state type, e.g. `BlogEntryViewState`.
    public let stateType: String
    /// For a transition, the previous state; otherwise `nil`.
    public let previous: String?
    /// For a transition, the new state; for a discarded state, that state; otherwise `nil`.
    public let state: String?
    /// The `observe` call the event is about.
    public let origin: StateOrigin

    /// A record; containers create these for the ``StateTracing`` observer.
    init(kind: Kind, stateType: String, previous: String?, state: String?, origin: StateOrigin) {
        self.kind = kind
        self.stateType = stateType
        self.previous = previous
        self.state = state
        self.origin = origin
    }

    init<State>(_ event: StateTraceEvent<State>) {
        let stateType = String(describing: State.self)
        switch event {
        case .transition(let transition):
            self.init(
                kind: .transition, stateType: stateType, previous: String(describing: transition.previous),
                state: String(describing: transition.next), origin: transition.origin)
        case .started(let origin):
            self.init(kind: .started, stateType: stateType, previous: nil, state: nil, origin: origin)
        case .finished(let origin):
            self.init(kind: .finished, stateType: stateType, previous: nil, state: nil, origin: origin)
        case .cancelled(let origin):
            self.init(kind: .cancelled, stateType: stateType, previous: nil, state: nil, origin: origin)
        case .ignored(let origin):
            self.init(kind: .ignored, stateType: stateType, previous: nil, state: nil, origin: origin)
        case .discarded(let state, let origin):
            self.init(
                kind: .discarded, stateType: stateType, previous: nil, state: String(describing: state),
                origin: origin)
        }
    }

    /// One log line: `origin [StateType] what happened`.
    public var description: String {
        switch kind {
        case .transition: "\(origin) [\(stateType)] \(previous ?? "") -> \(state ?? "")"
        case .discarded: "\(origin) [\(stateType)] discarded late state \(state ?? "")"
        default: "\(origin) [\(stateType)] \(kind.rawValue)"
        }
    }
}
