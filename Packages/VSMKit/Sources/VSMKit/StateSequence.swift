/// An ordered, lazy sequence of states: what a model's action returns.
///
/// Write one with ``StateSequenceBuilder``. Plain states are emitted in order; a ``Next`` step runs
/// its async work only when the sequence is iterated (for example by an ``AsyncStateContainer``
/// observing it), so building a sequence never starts any work.
///
/// ```swift
/// @StateSequenceBuilder
/// func loadEntry() -> StateSequence<BlogEntryViewState> {
///     BlogEntryViewState.loading(errorModel: nil)
///     Next { await self.fetchEntry() }
/// }
/// ```
///
/// Iteration stops, without starting the next step, once the iterating task is cancelled. A step
/// already running is not interrupted by the sequence itself; its work sees the cancellation and
/// the container drops whatever it returns late (see <doc:Semantics>).
///
/// A sequence is not `Sendable`, as in vsm-ios: a ``Next`` step may capture a model's
/// non-`Sendable` `self`, so the compiler's region checks keep a sequence where it was made until
/// it is handed to a container. (A container still consumes a `Sendable` state's `@Sendable` steps
/// off the main actor: those steps alone are `Sendable`.)
public struct StateSequence<State>: AsyncSequence {
    /// A sequence yields states.
    public typealias Element = State
    /// A sequence never throws: failures are states.
    public typealias Failure = Never

    /// The steps, flattened; the sequence starts at `start` (the rest of a partly iterated
    /// sequence shares the array instead of copying it). Plain arrays and index loops keep the
    /// unspecialised generic code free of per-element metadata look-ups.
    @usableFromInline let steps: [StateStep<State>]
    @usableFromInline let start: Int
    /// The closures of the `nonSendableNext` steps, by index: kept apart so that `steps` is
    /// `Sendable` whenever `State` is, while these make the sequence non-`Sendable`.
    @usableFromInline let nonSendableBodies: [() async -> State]

    @inlinable
    init(steps: [StateStep<State>], start: Int = 0, nonSendableBodies: [() async -> State] = []) {
        self.steps = steps
        self.start = start
        self.nonSendableBodies = nonSendableBodies
    }

    /// The number of steps, plain and async.
    @inlinable
    var stepCount: Int { steps.count - start }

    /// A sequence built with the ``StateSequenceBuilder`` DSL.
    @inlinable
    public init(@StateSequenceBuilder _ build: () -> StateSequence<State>) {
        self = build()
    }

    /// vsm-ios's form: `synchronousStates` are computed and applied synchronously, before
    /// `observe` returns; then each of `states` runs in order when the sequence reaches it.
    ///
    /// ```swift
    /// StateSequence(synchronousStates: [{ .loading }], states: [{ await fetch() }])
    /// ```
    public init(
        synchronousStates: [@Sendable () -> State],
        states: [@Sendable () async -> State]
    ) {
        var steps: [StateStep<State>] = []
        steps.reserveCapacity(synchronousStates.count + states.count)
        for index in synchronousStates.indices {
            steps.append(.computed(synchronousStates[index]))
        }
        for index in 0..<states.count {
            steps.append(.next(states[index]))
        }
        self.init(steps: steps)
    }

    /// A sequence that emits no state.
    @inlinable
    public static var empty: StateSequence<State> { StateSequence(steps: []) }

    /// Walks the steps in order, running each ``Next`` step when it is reached.
    public func makeAsyncIterator() -> Iterator {
        Iterator(steps: steps, index: start, nonSendableBodies: nonSendableBodies)
    }

    /// The iterator of a ``StateSequence``.
    public struct Iterator: AsyncIteratorProtocol {
        /// The iterator yields states.
        public typealias Element = State
        /// The iterator never throws.
        public typealias Failure = Never

        // `@usableFromInline`, with `next(isolation:)` and `takeImmediateStates(into:)` inlinable:
        // a container's off-main-actor path, inlinable too, then walks the steps specialised for
        // the caller's state type.
        @usableFromInline let steps: [StateStep<State>]
        @usableFromInline var index: Int
        @usableFromInline let nonSendableBodies: [() async -> State]

        @usableFromInline
        init(steps: [StateStep<State>], index: Int, nonSendableBodies: [() async -> State]) {
            self.steps = steps
            self.index = index
            self.nonSendableBodies = nonSendableBodies
        }

        /// The steps not iterated yet, as a sequence of their own.
        @usableFromInline
        var remainder: StateSequence<State> {
            StateSequence(steps: steps, start: index, nonSendableBodies: nonSendableBodies)
        }

        /// The next state, running the next async step if that is what comes next; `nil` at the end
        /// or once the current task is cancelled.
        public mutating func next() async -> State? {
            await next(isolation: nil)
        }

        /// The next state, running the next async step if that is what comes next; `nil` at the end
        /// or once the current task is cancelled. Plain states are returned without leaving `actor`.
        @inlinable
        public mutating func next(isolation actor: isolated (any Actor)?) async -> State? {
            guard index < steps.count, !Task.isCancelled else { return nil }
            defer { index += 1 }
            switch steps[index] {
            case .state(let state):
                return state
            case .computed(let body):
                return body()
            case .next(let body):
                return await body()
            case .nonSendableNext(let bodyIndex):
                return await nonSendableBodies[bodyIndex]()
            }
        }

        /// Appends every plain state up to the next async step (or the end) to `states` without
        /// suspending, and tells whether steps remain. The container uses it to apply the states
        /// that are already known synchronously, inside `observe`. It ignores cancellation on
        /// purpose: the caller's task has nothing to do with the action being started.
        @inlinable
        mutating func takeImmediateStates(into states: inout [State]) -> Bool {
            while index < steps.count {
                switch steps[index] {
                case .state(let state): states.append(state)
                case .computed(let body): states.append(body())
                case .next, .nonSendableNext: return true
                }
                index += 1
            }
            return false
        }
    }
}

/// vsm-ios's array literal of closures: each runs in order when the sequence reaches it, as an
/// async step (none is applied synchronously; write a builder with plain states for that).
///
/// ```swift
/// func load() -> StateSequence<ViewState> {
///     [{ .loading }, { await fetch() }]
/// }
/// ```
extension StateSequence: ExpressibleByArrayLiteral {
    /// A sequence of async steps, run in the order written.
    public init(arrayLiteral elements: (@Sendable () async -> State)...) {
        self.init(synchronousStates: [], states: elements)
    }
}
