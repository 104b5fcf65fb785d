import FoundationExt
import Synchronization

/// Decides whether a request fails, deterministically: a request with its own seed always gets
/// the same answer; the others take turns drawing from the server's seeded sequence.
public final class FailureDecider: Sendable {
    private let sequence: Mutex<SplitMix64>

    /// - Parameter seed: seeds the server's sequence (the `--seed` flag).
    public init(seed: UInt64) {
        sequence = Mutex(SplitMix64(seed: seed))
    }

    /// Whether a request with these settings fails.
    public func shouldFail(_ settings: FaultSettings) -> Bool {
        let rate = settings.failureRate
        if rate <= 0 { return false }
        if rate >= 1 { return true }
        let draw: Double
        if let seed = settings.requestSeed {
            var generator = SplitMix64(seed: seed)
            draw = generator.nextUnitInterval()
        } else {
            draw = sequence.withLock { $0.nextUnitInterval() }
        }
        return draw < rate
    }
}
