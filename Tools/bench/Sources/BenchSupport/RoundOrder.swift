import FoundationExt

/// The order a benchmark runs its cases in, round after round: each round a new shuffle of them,
/// drawn from a fixed seed (the same orders in every run on a given toolchain).
///
/// In one fixed order each case always runs right after the same other case, and what ran just
/// before can move a measurement: timed from a script, `cli-app --version` started right after a
/// `cli-app` command took 6–10 % longer than started right after the trivial executable, which it
/// always followed in `cli-bench`'s fixed order. Shuffled, each case follows each of the others
/// about equally often, so no case's position can favour it.
public struct RoundOrder {
    private let count: Int
    private var generator: SplitMix64

    /// The orders of `count` cases (indices `0..<count`).
    public init(cases count: Int, seed: UInt64 = 0x5EED_0F_0DE5) {
        self.count = max(0, count)
        generator = SplitMix64(seed: seed)
    }

    /// The next round's order: every index once.
    public mutating func next() -> [Int] {
        Array(0..<count).shuffled(using: &generator)
    }
}
