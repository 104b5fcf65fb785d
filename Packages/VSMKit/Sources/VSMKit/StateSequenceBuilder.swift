/// The result builder behind ``StateSequence``: plain states, ``First`` and ``Next`` steps, nested
/// sequences, `if` (with or without `else`), `if let` and `switch`, emitted in the order written.
///
/// ```swift
/// @StateSequenceBuilder
/// func addToCart() -> StateSequence<ProductViewState> {
///     ProductViewState.adding(product)
///     if product.needsSize {
///         ProductViewState.choosingSize(product)
///     } else {
///         Next { await self.add() }
///     }
/// }
/// ```
///
/// Write the state type at least once per expression (`ProductViewState.adding(...)`, not
/// `.adding(...)`): each statement of a builder is type-checked on its own, so a leading-dot member
/// has nothing to infer its type from.
///
/// The builder's functions are `@inlinable`, so building is specialised for the caller's state
/// type.
@resultBuilder
public enum StateSequenceBuilder {
    /// A plain state: emitted as it is, without suspending.
    @inlinable
    public static func buildExpression<State>(_ state: State) -> StateSequence<State> {
        StateSequence(steps: [.state(state)])
    }

    /// An async step.
    @inlinable
    public static func buildExpression<State>(_ next: Next<State>) -> StateSequence<State> {
        next.sequence
    }

    /// A synchronous step: computed when reached, applied like a plain state.
    @inlinable
    public static func buildExpression<State>(_ first: First<State>) -> StateSequence<State> {
        StateSequence(steps: [.computed(first.body)])
    }

    /// A nested sequence: its steps are emitted in place.
    @inlinable
    public static func buildExpression<State>(_ sequence: StateSequence<State>) -> StateSequence<State> {
        sequence
    }

    /// The statements of a block, in order.
    @inlinable
    public static func buildBlock<State>(_ parts: StateSequence<State>...) -> StateSequence<State> {
        concatenate(parts)
    }

    /// The body of an `if` without `else`, or nothing.
    @inlinable
    public static func buildOptional<State>(_ part: StateSequence<State>?) -> StateSequence<State> {
        part ?? .empty
    }

    /// The first branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<State>(first part: StateSequence<State>) -> StateSequence<State> {
        part
    }

    /// The second branch of an `if`/`else` or `switch`.
    @inlinable
    public static func buildEither<State>(second part: StateSequence<State>) -> StateSequence<State> {
        part
    }

    @inlinable
    static func concatenate<State>(_ parts: [StateSequence<State>]) -> StateSequence<State> {
        if parts.count == 1 {
            return parts[0]
        }
        var count = 0
        var bodyCount = 0
        for index in parts.indices {
            count += parts[index].stepCount
            bodyCount += parts[index].nonSendableBodies.count
        }
        var steps: [StateStep<State>] = []
        steps.reserveCapacity(count)
        // Closures that are not `@Sendable` are appended part by part, so a part's indices into
        // them move up by the number of closures of the parts before it.
        var bodies: [() async -> State] = []
        if bodyCount > 0 {
            bodies.reserveCapacity(bodyCount)
        }
        for index in parts.indices {
            let part = parts[index]
            let offset = bodies.count
            for stepIndex in part.start..<part.steps.count {
                // (`bodyCount > 0` first: a sequence of `@Sendable` steps only pays no pattern match.)
                if bodyCount > 0, case .nonSendableNext(let bodyIndex) = part.steps[stepIndex] {
                    steps.append(.nonSendableNext(offset + bodyIndex))
                } else {
                    steps.append(part.steps[stepIndex])
                }
            }
            if !part.nonSendableBodies.isEmpty {
                bodies.append(contentsOf: part.nonSendableBodies)
            }
        }
        return StateSequence(steps: steps, nonSendableBodies: bodies)
    }
}
