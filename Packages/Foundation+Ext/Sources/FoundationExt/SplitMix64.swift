/// SplitMix64 (Steele, Lea and Flood, 2014): a small, fast pseudo-random generator whose whole
/// sequence is fixed by its seed, the same on every machine and toolchain. For reproducible
/// made-up data, fuzz inputs, seeded fault decisions and benchmark inputs; never for secrets.
///
/// It conforms to `RandomNumberGenerator`, so `Int.random(in:using:)` and `shuffled(using:)` accept
/// it, but the standard library does not promise those algorithms draw the same way on every
/// version. Output that must stay byte-identical across toolchains (the generated catalog) uses
/// ``below(_:)``, ``pick(_:)`` and ``nextUnitInterval()``, which are defined here once and for all.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// A generator whose sequence is fixed by `seed`; any value, zero included, is a good seed.
    public init(seed: UInt64) {
        state = seed
    }

    /// The generator `seed` gives after `draws` calls of ``next()``: the state only ever advances by
    /// one constant, so skipping ahead costs one multiplication, not `draws` calls.
    public init(seed: UInt64, skipping draws: UInt64) {
        state = seed &+ draws &* Self.increment
    }

    /// What each draw adds to the state (the golden ratio in 64 bits).
    private static let increment: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The next 64 random bits.
    public mutating func next() -> UInt64 {
        state &+= Self.increment
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<upperBound`, or 0 when the bound is not positive; one draw each.
    ///
    /// A plain modulo: its bias is below `upperBound / 2^64`, nothing for made-up data and test
    /// inputs, and unlike `Int.random(in:using:)` it is fixed forever.
    public mutating func below(_ upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        return Int(next() % UInt64(upperBound))
    }

    /// One element of a non-empty array, drawn with ``below(_:)``.
    public mutating func pick<Element>(_ elements: [Element]) -> Element {
        precondition(!elements.isEmpty, "pick(_:) needs at least one element")
        return elements[below(elements.count)]
    }

    /// A number in `0..<1` with 53 random bits (every `Double` step of that range equally likely).
    public mutating func nextUnitInterval() -> Double {
        Double(next() >> 11) / Double(UInt64(1) << 53)
    }
}
