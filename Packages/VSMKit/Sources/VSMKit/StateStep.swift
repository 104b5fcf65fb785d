/// One step of a ``StateSequence``: a state that is already known, or async work that produces one.
///
/// Internal (`@usableFromInline` so that the builder's inlinable functions are specialised for
/// the caller's state type): the builder flattens nested sequences, conditionals and loops into a flat list of steps,
/// so iterating a sequence is a walk over an array.
@usableFromInline
enum StateStep<State> {
    /// A state available without suspending.
    case state(State)
    /// An async step (``Next``); it runs only when the sequence is iterated.
    case next(@Sendable () async -> sending State)
}

extension StateStep: Sendable where State: Sendable {}
