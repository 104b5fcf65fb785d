/// One step of a ``StateSequence``: a state that is already known (or computed synchronously), or
/// async work that produces one.
///
/// Internal (`@usableFromInline` so that the builder's inlinable functions are specialised for
/// the caller's state type): the builder flattens nested sequences, conditionals and loops into a flat list of steps,
/// so iterating a sequence is a walk over an array.
@usableFromInline
enum StateStep<State> {
    /// A state available without suspending.
    case state(State)
    /// A state computed synchronously when it is reached (``First``, `synchronousStates:`); it
    /// counts as known, so a container applies it before `observe` returns.
    case computed(@Sendable () -> State)
    /// An async step (``Next``); it runs only when the sequence is iterated.
    case next(@Sendable () async -> sending State)
    /// An async step whose closure is not `@Sendable`: ``Next`` for a state that is not
    /// `Sendable`, whose models may capture `self`.
    case nonSendableNext(() async -> State)
}

// `@unchecked` because of `nonSendableNext`, whose closure the compiler did not check. What keeps it
// sound: that case is made only by `Next`'s initializer for non-`@Sendable` closures, and for a
// `Sendable` state the compiler prefers the `@Sendable` initializer (declared where
// `State: Sendable`, so more specific), which checks every closure literal's captures. The
// remaining way in is handing `Next` a function value already typed as non-`@Sendable` for a
// `Sendable` state: documented on `Next.init(_:)` as the caller's promise that it captures only
// `Sendable` values. Every other case holds `Sendable` values when `State` is `Sendable`.
extension StateStep: @unchecked Sendable where State: Sendable {}
