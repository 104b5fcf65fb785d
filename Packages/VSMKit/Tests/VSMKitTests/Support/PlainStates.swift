@testable import VSMKit

/// A sequence of the given plain states, in order: all of them known up front, so a container
/// applies them before `observe` returns.
func plainStates<State>(_ states: State...) -> StateSequence<State> {
    StateSequence(steps: states.map { .state($0) })
}
