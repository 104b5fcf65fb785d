extension AsyncStateContainer where State: Sendable {
    /// A new stream of every state this container applies from now on, in order, none dropped or
    /// merged (the buffer is unbounded), for subscribers other than Observation: a terminal
    /// renderer, a test recorder, a log.
    ///
    /// Each call makes an independent subscriber. The stream finishes when the container is
    /// released; cancelling the task iterating it unsubscribes.
    ///
    /// - Parameter includingCurrent: Whether the stream starts with the current state.
    public func stateStream(includingCurrent: Bool = false) -> AsyncStream<State> {
        let (stream, continuation) = AsyncStream.makeStream(of: State.self, bufferingPolicy: .unbounded)
        if includingCurrent {
            continuation.yield(state)
        }
        addSubscriber(
            StateSubscriber(
                yield: { state in
                    if case .terminated = continuation.yield(state) { return false }
                    return true
                },
                finish: { continuation.finish() }
            ))
        return stream
    }
}
