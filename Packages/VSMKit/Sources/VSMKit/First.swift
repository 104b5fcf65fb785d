/// A synchronous step of a ``StateSequence``: `First { ... }` computes a state when the sequence
/// reaches it, without suspending. Leading `First` steps count as known states: a container applies
/// them before `observe` returns, like plain states.
///
/// A plain state does the same in a builder; `First` is for vsm-ios code and for a state that is
/// cheaper to compute only when the sequence runs.
///
/// ```swift
/// @StateSequenceBuilder
/// func load() -> StateSequence<ViewState> {
///     First { ViewState.loading }
///     Next { await fetch() }
/// }
/// ```
public struct First<State>: Sendable {
    @usableFromInline let body: @Sendable () -> State

    /// A synchronous step computing its state with `action`.
    @inlinable
    public init(action: @escaping @Sendable () -> State) {
        self.body = action
    }

    /// The step's work, as vsm-ios's `First.action` exposes it.
    public var action: () -> State { body }
}
