import VSMKit

/// Runs a feature's models without a terminal: a container like the interactive view's, the
/// given actions awaited one after another, the final state returned. One-shot commands use it so
/// that they run exactly the logic the interactive app runs.
///
/// Tracing goes through VSMKit's process-wide `StateTracing`, as in the interactive app, so
/// `--trace` prints one format everywhere.
@MainActor
public enum HeadlessRun {
    /// Runs `actions` on a container that starts in `initial` and returns the state they leave.
    public static func run<State: Sendable>(
        from initial: State, _ actions: (AsyncStateContainer<State>) async -> Void
    ) async -> State {
        let container = AsyncStateContainer(state: initial)
        await actions(container)
        return container.state
    }
}
