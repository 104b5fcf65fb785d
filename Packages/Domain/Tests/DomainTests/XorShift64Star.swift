/// A seeded random number generator (xorshift64*), so a randomised test runs the same inputs every
/// time and a failure replays from its seed. Domain depends on nothing, not even Foundation+Ext's
/// SplitMix64, so its tests carry this one.
struct XorShift64Star: RandomNumberGenerator {
    private var state: UInt64

    /// `seed` 0 would stay 0 for ever, so it is mapped to another value.
    init(seed: UInt64) {
        state = seed == 0 ? 0x9E37_79B9_7F4A_7C15 : seed
    }

    mutating func next() -> UInt64 {
        state ^= state >> 12
        state ^= state << 25
        state ^= state >> 27
        return state &* 0x2545_F491_4F6C_DD1D
    }
}
