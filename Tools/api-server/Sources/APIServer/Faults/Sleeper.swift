/// How the server waits (added latency, stalled bodies). Injected so tests can record the waits
/// instead of sleeping.
public struct Sleeper: Sendable {
    /// Waits for the duration; throws `CancellationError` when the task is cancelled.
    public var sleep: @Sendable (Duration) async throws -> Void

    public init(sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.sleep = sleep
    }

    /// Real waiting on the continuous clock.
    public static let continuous = Sleeper { duration in
        try await Task.sleep(for: duration)
    }
}
