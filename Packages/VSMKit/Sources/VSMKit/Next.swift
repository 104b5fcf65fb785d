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
/// For a `Sendable` state the closure must be `@Sendable` (the compiler checks its captures, and
/// the container may run it off the main actor). For a state that is not `Sendable`, a model may
/// capture `self` (a class) as in vsm-ios: the container then runs the sequence from the main actor.
public struct Next<State> {
    @usableFromInline let step: StateStep<State>

    @inlinable
    init(step: StateStep<State>) {
        self.step = step
    }

    /// The step's work, as vsm-ios's `Next.action` exposes it.
    public var action: () async -> State {
        switch step {
        case .next(let body): return { await body() }
        case .nonSendableNext(let body): return body
        case .state(let state): return { state }
        case .computed(let body): return { body() }
        }
    }
}

extension Next where State: Sendable {
    /// An async step whose result is the next state. The closure is `@Sendable`: a `Sendable`
    /// state's sequence may be consumed off the main actor.
    @inlinable
    public init(_ body: @escaping @Sendable () async -> sending State) {
        self.init(step: .next(body))
    }
}

extension Next {
    /// An async step whose result is the next state, for any state: the closure need not be
    /// `@Sendable`, so a non-`Sendable` model may capture `self` (`Next { [self] in ... }`).
    ///
    /// For a `Sendable` state the compiler picks the `@Sendable` initializer for a closure
    /// literal; it reaches this one only with a function value already typed as non-`@Sendable`,
    /// which must then capture only `Sendable` values (the sequence is `Sendable` and may run it
    /// off the main actor).
    @inlinable
    public init(_ body: @escaping () async -> State) {
        self.init(step: .nonSendableNext(body))
    }
}

extension Next: Sendable where State: Sendable {}
