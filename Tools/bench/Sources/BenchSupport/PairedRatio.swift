/// How a case compares with a baseline measured beside it in an interleaved run: the median, over
/// the rounds, of the case's time divided by the baseline's time in the same round.
///
/// Pairing by round cancels what slows both runs of a round alike (a virtual machine that slows
/// down for a second, a neighbour's burst); the ratio of the two medians mixes runs from different
/// moments, and moves more from run to run of the same binaries.
public enum PairedRatio {
    /// The median of `durations[i] / baseline[i]` over every round `i` (the nearest-rank median,
    /// as ``Samples/median``); `.infinity` for a round whose baseline took no time.
    /// - Precondition: both hold one duration per round, in the order the rounds ran, at least one.
    public static func median(of durations: [Duration], to baseline: [Duration]) -> Double {
        precondition(
            durations.count == baseline.count && !durations.isEmpty,
            "a paired ratio needs one duration of each per round (\(durations.count) and \(baseline.count))")
        let ratios = zip(durations, baseline).map { duration, base in
            base > .zero ? duration.nanoseconds / base.nanoseconds : .infinity
        }.sorted()
        return ratios[Samples.nearestRankIndex(50, count: ratios.count)]
    }
}
