import VSMKit

/// Runs a feature's models without a terminal: a container like the interactive screen's, the
/// given actions awaited one after another, the final state returned. One-shot commands use it so
/// that they run exactly the logic the interactive app runs.
@MainActor
public enum HeadlessRun {
    /// Runs `actions` on a container that starts in `initial` and returns the state they leave.
    ///
    /// - Parameter trace: receives one line per trace event (transitions with their origin,
    ///   started, finished, ...), prefixed with the state type; states describe themselves briefly.
    public static func run<State: Sendable & CustomStringConvertible>(
        from initial: State,
        trace: (@Sendable (String) -> Void)?,
        _ actions: (AsyncStateContainer<State>) async -> Void
    ) async -> State {
        let container = AsyncStateContainer(state: initial)
        if let trace {
            container.tracer = { event in trace("\(State.self) \(event)") }
        }
        await actions(container)
        return container.state
    }
}
