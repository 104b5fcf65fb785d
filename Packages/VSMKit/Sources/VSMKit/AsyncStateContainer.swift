import Observation

/// Holds a view's current state and moves it forward by observing the actions of the state's models.
///
/// The container lives on the main actor and is `@Observable`: reading ``state`` inside
/// `withObservationTracking` (or from a renderer that tracks it) re-renders on every change. Other
/// subscribers, such as a terminal renderer or a test, read every state in order from
/// ``stateStream(includingCurrent:)``.
///
/// ``state`` is read-only from outside: it changes only through `observe` (and `refresh`, `bind`),
/// each of which submits one *action*:
///
/// ```swift
/// container.observe(loaderModel.loadEntry())          // a StateSequence
/// container.observe { await errorModel.retry() }      // an async closure
/// container.observe(stream)                           // any AsyncSequence of states
/// container.observe(.initialized(loaderModel))        // a plain state
/// container.observe(model.search(term), debounced: .milliseconds(300))
/// await container.refresh(loadedModel.reload())
/// ```
///
/// The guarantees, detailed in <doc:Semantics>:
/// - the states an action already knows (a plain state, the leading plain states of a
///   ``StateSequence``) are applied synchronously, before `observe` returns;
/// - by default a new action cancels the one in flight, and a cancelled action never writes a state
///   again, even if its work ignores cancellation ("no stale writes"); ``InputPolicy`` chooses
///   ignoring instead;
/// - every state reaches every stream subscriber in order, none dropped or merged;
/// - every transition can be traced (``StateTracing``) with the file, line and function of the
///   `observe` call;
/// - releasing the container cancels everything it started.
///
/// Observation is written by hand rather than with `@Observable`: the macro's accessors spell a key
/// path (`\.state`) at every read and write, and in a generic class each spelling instantiates the
/// key path anew (demangling included), which dominated the cost of a single action. The container
/// builds its two key paths once, in `init`, and names the stored properties (`\._state`) rather
/// than the computed ones: the registrar hashes the key path at every read under observation and
/// every write, and a stored property's key path hashes as an offset, a computed one as its
/// accessors and generic arguments.
@MainActor
public final class AsyncStateContainer<State>: Observable {
    /// The current state. Changes only through the container's `observe`, `refresh` and `bind`.
    public var state: State {
        registrar.access(self, keyPath: stateKeyPath)
        return _state
    }

    /// The current state without registering an Observation access: what an action's own
    /// bookkeeping reads.
    var currentState: State { _state }

    /// The storage behind ``state``; written only by ``apply(_:from:)`` and ``apply(single:from:)``,
    /// between the registrar's `willSet` and `didSet` of `stateKeyPath` (what `withMutation` does,
    /// without a closure: that closure, main-actor isolated, checked its executor at every call).
    private var _state: State
    private let registrar = ObservationRegistrar()
    private let stateKeyPath: KeyPath<AsyncStateContainer, State>
    private let isRunningKeyPath: KeyPath<AsyncStateContainer, Bool>

    /// The clock that times debounce windows; a test injects a manual one.
    let clock: any Clock<Duration>

    /// The policy of `observe` calls that do not pass one.
    let inputPolicy: InputPolicy

    /// Receives every ``StateTraceEvent`` of this container, typed, synchronously on the main actor,
    /// in order, before the process-wide ``StateTracing`` observer gets it as a record: the hook
    /// of VSMKitTesting's `TraceRecorder`, which needs this container's events alone (tests run in
    /// parallel) and works for states that are not `Sendable`. It must not call back into the
    /// container.
    package var tracer: ((StateTraceEvent<State>) -> Void)?

    /// Whether an action is running (started and not yet finished or cancelled). Observable, so a
    /// view can show a spinner while an action is in flight.
    public var isRunning: Bool {
        isRunningWasRead = true
        registrar.access(self, keyPath: isRunningKeyPath)
        return _isRunning
    }

    private var _isRunning = false
    /// Whether ``isRunning`` was ever read. Observation tracks a property only through its getter,
    /// so until then nobody can be observing it, and a change needs no mutation event: a single
    /// action saves the registrar's two key-path look-ups at its start and two at its end.
    private var isRunningWasRead = false

    /// The action whose states are being applied; the only one allowed to write.
    private(set) var running: ContainerAction<State>? {
        didSet {
            // Observers hear of a change only: an action replacing another keeps `isRunning` true.
            let isRunningNow = running != nil
            guard _isRunning != isRunningNow else { return }
            if isRunningWasRead {
                registrar.withMutation(of: self, keyPath: isRunningKeyPath) {
                    _isRunning = isRunningNow
                }
            } else {
                _isRunning = isRunningNow
            }
        }
    }
    /// The action waiting out its debounce window, if any.
    private var debouncing: ContainerAction<State>?
    private var subscribers: [StateSubscriber<State>] = [] {
        didSet { hasSubscribers = !subscribers.isEmpty }
    }
    /// Whether ``subscribers`` has any, kept apart for the path of every state: in this generic
    /// code, asking the array itself looks up its type's metadata and conformance each time.
    private var hasSubscribers = false
    /// How many actions took the off-main-actor path (tests check overload resolution with it).
    @usableFromInline
    var offMainActionCount = 0

    /// A container in `state`.
    ///
    /// - Parameters:
    ///   - state: The initial state.
    ///   - clock: Times debounce windows. A `ContinuousClock` unless a test injects one.
    ///   - inputPolicy: What `observe` does while an action runs, unless a call says otherwise.
    public init(
        state: sending State,
        clock: any Clock<Duration> = ContinuousClock(),
        inputPolicy: InputPolicy = .replace
    ) {
        self._state = state
        self.stateKeyPath = \._state
        self.isRunningKeyPath = \._isRunning
        self.clock = clock
        self.inputPolicy = inputPolicy
    }

    // Runs on the main actor, so it can reach the actions and subscribers: nothing the container
    // started outlives it.
    isolated deinit {
        cancelAllActions()
        for subscriber in subscribers {
            subscriber.finish()
        }
    }

    // MARK: - Writing states

    /// Applies `states` in order for `action`, if it is the running action; otherwise drops them
    /// (tracing each as discarded). Returns whether `action` is still running afterwards.
    ///
    /// One observation mutation covers the whole batch: observers re-render once per batch, while
    /// stream subscribers and tracers still get every state. (Index loops over plain arrays: this
    /// generic code is not specialised for the caller's state type, and generic collection
    /// algorithms would look up type metadata for every element.)
    @discardableResult
    func apply(_ states: [State], from action: ContainerAction<State>) -> Bool {
        guard running === action else {
            discard(states, from: 0, of: action)
            return false
        }
        guard !states.isEmpty else { return true }
        let globalTracer = StateTracing.current
        let isTracing = tracer != nil || globalTracer != nil
        let hasSubscribers = self.hasSubscribers
        // One mutation for the whole batch: the registrar is told once.
        registrar.willSet(self, keyPath: stateKeyPath)
        for index in 0..<states.count {
            guard running === action else {
                // A tracer submitted a newer action mid-batch: the rest is stale.
                discard(states, from: index, of: action)
                break
            }
            if isTracing {
                replaceTracing(with: states[index], origin: action.origin, globalTracer)
            } else {
                _state = states[index]
                if hasSubscribers { publish(states[index]) }
            }
        }
        registrar.didSet(self, keyPath: stateKeyPath)
        return running === action
    }

    /// Applies one state for `action`; see ``apply(_:from:)``. The path of a single action (a plain
    /// state, an async closure), written out so that it allocates no array.
    @discardableResult
    func apply(single state: State, from action: ContainerAction<State>) -> Bool {
        guard running === action else {
            emit(.discarded(state, origin: action.origin))
            return false
        }
        let globalTracer = StateTracing.current
        let isTracing = tracer != nil || globalTracer != nil
        registrar.willSet(self, keyPath: stateKeyPath)
        if isTracing {
            replaceTracing(with: state, origin: action.origin, globalTracer)
        } else {
            _state = state
            if hasSubscribers { publish(state) }
        }
        registrar.didSet(self, keyPath: stateKeyPath)
        return running === action
    }

    /// Replaces the state and publishes it, as the untraced paths do, and traces the transition.
    /// Apart from them so that they never touch the event's type: generic code looks up the
    /// metadata of the types a function uses on entry, taken branch or not.
    @inline(never)
    private func replaceTracing(
        with state: State, origin: StateOrigin, _ globalTracer: (@Sendable (StateTraceRecord) -> Void)?
    ) {
        let previous = _state
        _state = state
        if hasSubscribers { publish(state) }
        emit(.transition(StateTransition(previous: previous, next: state, origin: origin)), globalTracer)
    }

    private func publish(_ state: State) {
        var goneIndices: [Int] = []
        for index in 0..<subscribers.count where !subscribers[index].yield(state) {
            goneIndices.append(index)
        }
        for index in goneIndices.reversed() {
            subscribers.remove(at: index)
        }
    }

    private func discard(_ states: [State], from start: Int, of action: ContainerAction<State>) {
        let globalTracer = StateTracing.current
        guard tracer != nil || globalTracer != nil else { return }
        for index in start..<states.count {
            emit(.discarded(states[index], origin: action.origin), globalTracer)
        }
    }

    func emit(_ event: StateTraceEvent<State>, _ globalTracer: (@Sendable (StateTraceRecord) -> Void)?) {
        tracer?(event)
        globalTracer?(StateTraceRecord(event))
    }

    /// Reports the event `makeEvent` builds, which it builds only when someone traces.
    func emit(_ makeEvent: @autoclosure () -> StateTraceEvent<State>) {
        let globalTracer = StateTracing.current
        guard tracer != nil || globalTracer != nil else { return }
        emitTraced(makeEvent, globalTracer)
    }

    /// The rest of ``emit(_:)``, apart so that an untraced action never touches the event's type:
    /// this generic code would look up its metadata on entry, before the guard.
    @inline(never)
    private func emitTraced(
        _ makeEvent: () -> StateTraceEvent<State>, _ globalTracer: (@Sendable (StateTraceRecord) -> Void)?
    ) {
        emit(makeEvent(), globalTracer)
    }

    // MARK: - Subscribers

    /// Adds a subscriber that receives every state applied from now on, synchronously.
    package func addSubscriber(_ subscriber: StateSubscriber<State>) {
        subscribers.append(subscriber)
    }

    // MARK: - Action lifecycle

    /// Submits `action` under `policy` (the container's ``inputPolicy`` when `nil`).
    func submit(_ action: ContainerAction<State>, policy: InputPolicy?) {
        switch policy ?? inputPolicy {
        case .replace:
            cancelAllActions()
            start(action)
        case .ignoreWhileRunning:
            guard running == nil else {
                action.end(cancelling: true)
                emit(.ignored(action.origin))
                return
            }
            start(action)
        }
    }

    /// Submits `action` now, or after `delay` when there is one.
    @usableFromInline
    func submit(_ action: ContainerAction<State>, debounced delay: Duration?, policy: InputPolicy?) {
        if let delay {
            submitDebounced(action, delay: delay, policy: policy)
        } else {
            submit(action, policy: policy)
        }
    }

    /// Submits the action `makeAction` builds for the call site of an `observe`: every overload's
    /// one body, each naming only how its argument becomes an action.
    @usableFromInline
    func submit(
        debounced delay: Duration?, policy: InputPolicy?, fileID: String, line: Int, function: String,
        _ makeAction: (StateOrigin) -> ContainerAction<State>
    ) {
        submit(
            makeAction(StateOrigin(fileID: fileID, line: line, function: function)), debounced: delay, policy: policy)
    }

    /// Submits `action` once `delay` has passed on ``clock`` without another debounced submission.
    func submitDebounced(_ action: ContainerAction<State>, delay: Duration, policy: InputPolicy?) {
        if let pending = debouncing {
            debouncing = nil
            pending.end(cancelling: true)
            emit(.cancelled(pending.origin))
        }
        debouncing = action
        // The deadline is fixed now, so a test clock advanced before the task first runs still
        // wakes it.
        let sleep = Self.sleeper(on: clock, for: delay)
        action.task = Task { [weak self] in
            do {
                try await sleep()
            } catch {
                return
            }
            guard let self, self.debouncing === action else { return }
            self.debouncing = nil
            action.task = nil
            self.submit(action, policy: policy)
        }
    }

    private nonisolated static func sleeper<C: Clock>(
        on clock: C, for delay: Duration
    ) -> @Sendable () async throws -> Void where C.Duration == Duration {
        let deadline = clock.now.advanced(by: delay)
        return { try await clock.sleep(until: deadline, tolerance: nil) }
    }

    private func start(_ action: ContainerAction<State>) {
        running = action
        emit(.started(action.origin))
        action.start(in: self)
    }

    /// Ends `action` normally once its last state has been applied.
    func finish(_ action: ContainerAction<State>) {
        guard running === action else { return }
        running = nil
        action.end(cancelling: false)
        emit(.finished(action.origin))
    }

    /// Cancels `action` wherever it is: running or debouncing.
    func cancel(_ action: ContainerAction<State>) {
        if running === action {
            running = nil
            action.end(cancelling: true)
            emit(.cancelled(action.origin))
        } else if debouncing === action {
            debouncing = nil
            action.end(cancelling: true)
            emit(.cancelled(action.origin))
        }
    }

    /// Cancels the debouncing and running actions.
    private func cancelAllActions() {
        if let pending = debouncing {
            debouncing = nil
            pending.end(cancelling: true)
            emit(.cancelled(pending.origin))
        }
        if let action = running {
            running = nil
            action.end(cancelling: true)
            emit(.cancelled(action.origin))
        }
    }
}
