import FoundationExt

/// The catalog's draws, made from a ``SplitMix64`` stream with its fixed-forever helpers, so a seed
/// gives the same catalog on every machine and toolchain (the standard library's
/// `random(in:using:)` algorithms are not promised to stay the same).
struct CatalogRandom {
    private var generator: SplitMix64
    /// How far into `seed`'s stream this is: the draws before this one, skipped ones included.
    private(set) var position: Int

    /// The stream of `seed`, `skipping` draws in: what ``position`` was there, so a product's
    /// recipe can be drawn again alone from where its draws started (``GeneratedProducts``).
    init(seed: UInt64, skipping: Int = 0) {
        generator = SplitMix64(seed: seed, skipping: UInt64(skipping))
        position = skipping
    }

    /// A number in `0..<upperBound` (0 when the bound is not positive). Every other draw of this
    /// type goes through here, so ``position`` counts them all.
    mutating func below(_ upperBound: Int) -> Int {
        position += 1
        return generator.below(upperBound)
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
        precondition(!elements.isEmpty, "pick(_:) needs at least one element")
        return elements[below(elements.count)]
    }

    /// `count` distinct elements of `elements` (all of them when it has fewer), in their original order.
    mutating func pick<Element>(_ count: Int, of elements: [Element]) -> [Element] {
        pickIndices(count, of: elements.count).map { elements[$0] }
    }

    /// `count` distinct numbers below `total` (all of them when there are fewer), ascending: draws
    /// until `count` distinct numbers came up. The catalog's word lists are short: `total` ≤ 64.
    mutating func pickIndices(_ count: Int, of total: Int) -> [Int] {
        guard count < total else { return Array(0..<max(0, total)) }
        precondition(total <= UInt64.bitWidth, "pickIndices draws from at most 64 numbers")
        // The numbers drawn so far, as bits of one integer: no set to allocate per product.
        var chosen: UInt64 = 0
        while chosen.nonzeroBitCount < count { chosen |= 1 << UInt64(below(total)) }
        return (0..<total).filter { chosen & (1 << UInt64($0)) != 0 }
    }
}
