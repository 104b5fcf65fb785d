/// The measured durations of one benchmark case, with the statistics a report needs.
///
/// Compare medians (p50), not means: a single descheduled run on a shared machine skews a mean.
public struct Samples: Sendable {
    /// The durations, sorted ascending.
    public let sorted: [Duration]

    /// Samples from `durations` (in any order); at least one.
    public init(_ durations: [Duration]) {
        precondition(!durations.isEmpty, "Samples need at least one duration")
        sorted = durations.sorted()
    }

    /// The fastest run.
    public var min: Duration { sorted[0] }
    /// The slowest run.
    public var max: Duration { sorted[sorted.count - 1] }
    /// The median run.
    public var median: Duration { percentile(50) }
    /// `percentile(50)`.
    public var p50: Duration { median }
    /// `percentile(99)`: with few runs, the slowest but one or the slowest.
    public var p99: Duration { percentile(99) }

    /// The duration below which `percent`% of the runs fall (nearest rank).
    public func percentile(_ percent: Double) -> Duration {
        sorted[Self.nearestRankIndex(percent, count: sorted.count)]
    }

    /// The index in `count` sorted values of the nearest-rank `percent`th percentile; for 50, the
    /// lower of the two middle values when `count` is even. `count` is at least one.
    static func nearestRankIndex(_ percent: Double, count: Int) -> Int {
        let clamped = Swift.min(Swift.max(percent, 0), 100)
        let rank = Int((clamped / 100 * Double(count)).rounded(.up))
        return Swift.max(rank - 1, 0)
    }

    /// How far apart the runs are: (max − min) / median, e.g. 0.08 for ±4 %.
    public var spread: Double {
        let middle = median.nanoseconds
        return middle > 0 ? (max.nanoseconds - min.nanoseconds) / middle : 0
    }

    /// The median divided by `count` (items per run), in nanoseconds: "ns per state".
    public func nanosecondsPerItem(_ count: Int) -> Double {
        median.nanoseconds / Double(Swift.max(count, 1))
    }
}

/// Runs `body` once to warm up, then `runs` times, and returns the measured durations.
public func sample(runs: Int, _ body: () throws -> Duration) rethrows -> Samples {
    _ = try body()
    var durations: [Duration] = []
    durations.reserveCapacity(runs)
    for _ in 0..<runs {
        durations.append(try body())
    }
    return Samples(durations)
}

/// Runs `body` once to warm up, then `runs` times, and returns the measured durations.
public func sample(
    runs: Int, isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Duration
) async rethrows -> Samples {
    _ = try await body()
    var durations: [Duration] = []
    durations.reserveCapacity(runs)
    for _ in 0..<runs {
        durations.append(try await body())
    }
    return Samples(durations)
}
