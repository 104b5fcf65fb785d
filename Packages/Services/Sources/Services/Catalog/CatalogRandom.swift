/// The catalog's own pseudo-random generator (SplitMix64), so a seed gives the same catalog on every
/// machine and toolchain: the system generator and the standard library's `random(in:using:)`
/// algorithms are not promised to stay the same.
struct CatalogRandom {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var mixed = state
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return mixed ^ (mixed >> 31)
    }

    /// A number in `0..<upperBound` (0 when the bound is not positive). The modulo bias is below
    /// 2^-40 for the small bounds used here, which is fine for made-up data.
    mutating func below(_ upperBound: Int) -> Int {
        guard upperBound > 0 else { return 0 }
        return Int(next() % UInt64(upperBound))
    }

    /// A number in `range`.
    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + below(range.upperBound - range.lowerBound + 1)
    }

    /// True with the given chance in percent.
    mutating func percent(_ chance: Int) -> Bool {
        below(100) < chance
    }

    /// One element of a non-empty array.
    mutating func pick<Element>(_ elements: [Element]) -> Element {
        elements[below(elements.count)]
    }

    /// `count` distinct elements of `elements` (all of them when it has fewer), in their original order.
    mutating func pick<Element>(_ count: Int, of elements: [Element]) -> [Element] {
        guard count < elements.count else { return elements }
        var chosen = Set<Int>()
        while chosen.count < count { chosen.insert(below(elements.count)) }
        return chosen.sorted().map { elements[$0] }
    }
}
