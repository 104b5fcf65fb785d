/// SplitMix64: a tiny, fast, well-mixed generator whose sequence is fixed by its seed, so the same
/// seed always fails the same requests.
public struct SeededGenerator: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) {
        state = seed
    }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in 0..<1 with 53 bits of randomness.
    public mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
