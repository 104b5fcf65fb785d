import VSMKit

/// Tells a screen's runner about every state its container applies, so asynchronous results (a
/// load that finished) are redrawn. Started in `start()`, cancelled in `stop()`.
@MainActor
final class StateChangeRelay {
    private var task: Task<Void, Never>?

    /// Calls `onChange` for each state `container` applies from now on.
    func start<State: Sendable>(
        _ container: AsyncStateContainer<State>, onChange: @escaping @MainActor () -> Void
    ) {
        task?.cancel()
        let states = container.stateStream()
        task = Task {
            for await _ in states {
                onChange()
            }
        }
    }

    func stop() {
        task?.cancel()
        task = nil
    }

    isolated deinit {
        task?.cancel()
    }
}
