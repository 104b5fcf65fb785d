import VSMKit

/// Tells a screen's runner about every state its container applies, so asynchronous results (a
/// load that finished) are redrawn. Started in `start()`, cancelled in `stop()`.
@MainActor
public final class StateChangeRelay {
    private var task: Task<Void, Never>?

    /// A relay that relays nothing until ``start(_:onChange:)``.
    public init() {}

    /// Calls `onChange` for each state `container` applies from now on (and stops relaying what an
    /// earlier start relayed).
    public func start<State: Sendable>(
        _ container: AsyncStateContainer<State>, onChange: @escaping @MainActor () -> Void
    ) {
        task?.cancel()
        let states = container.stateStream()
        task = Task {
            for await _ in states {
                // A cancelled stream still hands out what it had buffered: drop it after stop().
                guard !Task.isCancelled else { return }
                onChange()
            }
        }
    }

    /// Stops relaying.
    public func stop() {
        task?.cancel()
        task = nil
    }

    isolated deinit {
        task?.cancel()
    }
}
