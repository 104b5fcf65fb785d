/// A subscriber of a container's states, called synchronously on the main actor for every state
/// the container applies, in order. Behind ``AsyncStateContainer/stateStream(includingCurrent:)``,
/// and, within this package, the exact recorders of VSMKitTesting.
package struct StateSubscriber<State> {
    /// Hands a state to the subscriber; `false` once it is gone (the container then drops it).
    package let yield: (State) -> Bool
    /// Tells the subscriber that the container is gone.
    package let finish: () -> Void

    package init(yield: @escaping (State) -> Bool, finish: @escaping () -> Void) {
        self.yield = yield
        self.finish = finish
    }
}
