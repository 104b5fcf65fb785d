/// Times code with `ContinuousClock` (monotonic, not affected by wall-clock changes).
public enum Stopwatch {
    /// The time `body` takes.
    public static func measure(_ body: () throws -> Void) rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try body()
        return start.duration(to: clock.now)
    }

    /// The time `body` takes, for async work.
    public static func measure(
        isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
    ) async rethrows -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        try await body()
        return start.duration(to: clock.now)
    }
}

extension Duration {
    /// The duration in nanoseconds, as a `Double`.
    public var nanoseconds: Double {
        let (seconds, attoseconds) = components
        return Double(seconds) * 1e9 + Double(attoseconds) / 1e9
    }
}
