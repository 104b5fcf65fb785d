/// One step of a ``StateSequence``: a state that is already known (or computed synchronously), or
/// async work that produces one.
///
/// Internal (`@usableFromInline` so that the builder's inlinable functions are specialised for
/// the caller's state type): the builder flattens nested sequences, conditionals and loops into a flat list of steps,
/// so iterating a sequence is a walk over an array.
///
/// Every payload is `Sendable` when `State` is: a closure that is not `@Sendable` is not stored
/// here but in the sequence's `nonSendableBodies`, which keep the sequence itself from being
/// `Sendable`. So the steps of a sequence without such closures can cross to a task of their own
/// (the container's fast path), checked by the compiler.
@usableFromInline
enum StateStep<State> {
    /// A state available without suspending.
    case state(State)
    /// A state computed synchronously when it is reached (``First``, `synchronousStates:`); it
    /// counts as known, so a container applies it before `observe` returns.
    case computed(@Sendable () -> State)
    /// An async step (``Next``); it runs only when the sequence is iterated. (Its result needs no
    /// `sending`: a `@Sendable` closure called without arguments returns a value no other task
    /// can reach, which the compiler checks where it is called. So vsm-ios's closures are stored
    /// as they are, without a wrapper closure each.)
    case next(@Sendable () async -> State)
    /// An async step whose closure is not `@Sendable` (``Next`` for a model that captures a
    /// non-`Sendable` `self`): the index of that closure in the sequence's `nonSendableBodies`.
    case nonSendableNext(Int)
}

extension StateStep: Sendable where State: Sendable {}
