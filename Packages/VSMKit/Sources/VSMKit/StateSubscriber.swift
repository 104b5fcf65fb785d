/// A subscriber of a container's state stream: yields states until its stream is gone.
struct StateSubscriber<State> {
    /// Hands a state to the subscriber; `false` once its stream has terminated.
    let yield: (State) -> Bool
    /// Finishes the subscriber's stream.
    let finish: () -> Void
}
