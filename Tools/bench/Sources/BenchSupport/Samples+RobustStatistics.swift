/// Robust statistics the report prints next to the median.
extension Samples {
    /// The median absolute deviation from the median.
    public var medianAbsoluteDeviation: Duration {
        let middle = median.nanoseconds
        let deviations = sorted.map { abs($0.nanoseconds - middle) }.sorted()
        let mid = deviations[deviations.count / 2]
        return .nanoseconds(Int64(mid))
    }

    /// "p10–p90", e.g. `31.2–36.8 ms`.
    public var interdecileRange: String {
        "\(Format.fixed(percentile(10).nanoseconds / 1e6, 1))–\(Format.fixed(percentile(90).nanoseconds / 1e6, 1)) ms"
    }

    /// The median in milliseconds.
    public var medianMilliseconds: Double { median.nanoseconds / 1e6 }
}
