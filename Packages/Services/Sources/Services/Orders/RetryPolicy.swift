/// How a placement is retried: after a timeout, a dropped or refused connection, an answer lost in
/// transit or a 5xx, with exponential backoff, within a total deadline; never after a 4xx (the
/// answer would not change). Only for requests safe to repeat (an order carries its idempotency key).
public struct RetryPolicy: Hashable, Sendable {
    /// The wait before the second attempt; each later wait doubles, up to ``maximumBackoff``.
    public var initialBackoff: Duration
    public var maximumBackoff: Duration
    /// The most all attempts and waits may take together; no attempt starts after it.
    public var totalDeadline: Duration

    public init(initialBackoff: Duration, maximumBackoff: Duration, totalDeadline: Duration) {
        self.initialBackoff = initialBackoff
        self.maximumBackoff = maximumBackoff
        self.totalDeadline = totalDeadline
    }

    /// 0.2 s, 0.4 s, 0.8 s … up to 2 s between attempts, for at most 30 s in all.
    public static let standard = RetryPolicy(
        initialBackoff: .milliseconds(200), maximumBackoff: .seconds(2), totalDeadline: .seconds(30))

    /// Whether an attempt that failed with `error` may be repeated.
    public static func isRetryable(_ error: any Error) -> Bool {
        guard let error = error as? ServiceError else { return false }
        switch error {
        case .timeout, .offline: return true
        case .server(let status): return (500..<600).contains(status)
        default: return error.isLostResponse
        }
    }

    /// Runs `attempt` until it succeeds, fails with an error that is not retryable, or the next wait
    /// would pass the deadline (then the last error is thrown). Waits on `clock`.
    public func run<Result: Sendable, C: Clock<Duration>>(
        clock: C, _ attempt: () async throws -> Result
    ) async throws -> Result {
        let start = clock.now
        var backoff = initialBackoff
        while true {
            do {
                return try await attempt()
            } catch  where Self.isRetryable(error) {
                guard start.duration(to: clock.now) + backoff <= totalDeadline else { throw error }
                try await clock.sleep(for: backoff)
                backoff = min(backoff * 2, maximumBackoff)
            }
        }
    }
}
