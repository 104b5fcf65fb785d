/// An async step of a ``StateSequence``: `Next { await ... }` produces the next state.
///
/// The closure runs only when the sequence is iterated (by a container observing it), never when the
/// sequence is built, and it runs off the main actor unless it is isolated to one. Return a state
/// for every outcome, errors included: a sequence does not throw.
///
/// ```swift
/// @StateSequenceBuilder
/// func loadEntry() -> StateSequence<BlogEntryViewState> {
///     BlogEntryViewState.loading(errorModel: nil)
///     Next { await self.fetchEntry() }
/// }
/// ```
///
/// For a `Sendable` state a closure literal is `@Sendable` (the compiler checks its captures), and a
/// container consumes the sequence off the main actor. A model may also capture a non-`Sendable`
/// `self` (a class), as in vsm-ios: such a step makes its sequence one the container consumes on
/// the main actor. Neither `Next` nor ``StateSequence`` is `Sendable` (as in vsm-ios), so the
/// compiler's region checks keep a step's captures where they were made.
public struct Next<State> {
    /// A one-step sequence: the builder splices its steps (and its closure, if it is not
    /// `@Sendable`) into the sequence being built.
    @usableFromInline let sequence: StateSequence<State>

    @inlinable
    init(sequence: StateSequence<State>) {
        self.sequence = sequence
    }

    /// The step's work, as vsm-ios's `Next.action` exposes it.
    public var action: () async -> State {
        let bodies = sequence.nonSendableBodies
        switch sequence.steps[0] {
        case .next(let body): return { await body() }
        case .nonSendableNext(let index): return bodies[index]
        case .state(let state): return { state }
        case .computed(let body): return { body() }
        }
    }
}

extension Next where State: Sendable {
    /// An async step whose result is the next state. The closure is `@Sendable`: a `Sendable`
    /// state's sequence is consumed off the main actor.
    @inlinable
    public init(_ body: @escaping @Sendable () async -> sending State) {
        self.init(sequence: StateSequence(steps: [.next(body)]))
    }
}

extension Next {
    /// An async step whose result is the next state, for any state: the closure need not be
    /// `@Sendable`, so a model may capture a non-`Sendable` `self` (`Next { [self] in ... }`).
    ///
    /// For a `Sendable` state the compiler picks the `@Sendable` initializer for a closure
    /// literal; this one takes a function value already typed as non-`@Sendable`. Either way the
    /// sequence holding it is consumed on the main actor, where the compiler's region checks put it.
    @inlinable
    public init(_ body: @escaping () async -> State) {
        self.init(sequence: StateSequence(steps: [.nonSendableNext(0)], nonSendableBodies: [body]))
    }
}
