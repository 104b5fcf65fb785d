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
public struct Next<State> {
    @usableFromInline let body: @Sendable () async -> sending State

    /// An async step whose result is the next state.
    @inlinable
    public init(_ body: @escaping @Sendable () async -> sending State) {
        self.body = body
    }
}

extension Next: Sendable where State: Sendable {}
