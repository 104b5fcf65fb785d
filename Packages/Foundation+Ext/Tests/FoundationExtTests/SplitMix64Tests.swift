import FoundationExt
import Testing

@Suite struct SplitMix64Tests {
    /// The reference sequence for seed 1234567 (from the algorithm's published C version): if
    /// these change, every seeded catalog, fuzz run and benchmark input changes with them.
    @Test func theSequenceIsTheReferenceOne() {
        var generator = SplitMix64(seed: 1_234_567)
        let first = (0..<5).map { _ in generator.next() }
        #expect(
            first == [
                6_457_827_717_110_365_317, 3_203_168_211_198_807_973, 9_817_491_932_198_370_423,
                4_593_380_528_125_082_431, 16_408_922_859_458_223_821,
            ])
    }

    @Test func theSameSeedGivesTheSameSequenceAndAnotherSeedAnother() {
        var first = SplitMix64(seed: 42)
        var second = SplitMix64(seed: 42)
        var other = SplitMix64(seed: 43)
        let drawn = (0..<100).map { _ in first.next() }
        #expect(drawn == (0..<100).map { _ in second.next() })
        #expect(drawn != (0..<100).map { _ in other.next() })
    }

    @Test func skippingDrawsGivesTheSequenceFromThatDrawOn() {
        for seed: UInt64 in [0, 42, .max] {
            var generator = SplitMix64(seed: seed)
            let drawn = (0..<300).map { _ in generator.next() }
            for skipped in [0, 1, 2, 17, 250] {
                var skipping = SplitMix64(seed: seed, skipping: UInt64(skipped))
                #expect(
                    (skipped..<300).map { _ in skipping.next() } == Array(drawn[skipped...]),
                    "seed \(seed), \(skipped) skipped")
            }
        }
    }

    @Test func belowStaysInItsRangeAndIsZeroForNoRange() {
        var generator = SplitMix64(seed: 7)
        let draws = (0..<1_000).map { _ in generator.below(10) }
        #expect(draws.allSatisfy { (0..<10).contains($0) })
        #expect(Set(draws).count == 10)
        #expect(generator.below(0) == 0)
        #expect(generator.below(-3) == 0)
    }

    @Test func belowIsThePlainModuloOfTheNextDraw() {
        var generator = SplitMix64(seed: 99)
        var copy = generator
        #expect(generator.below(1_000) == Int(copy.next() % 1_000))
    }

    @Test func pickReachesEveryElement() {
        var generator = SplitMix64(seed: 3)
        let picked = Set((0..<200).map { _ in generator.pick(["a", "b", "c"]) })
        #expect(picked == ["a", "b", "c"])
    }

    @Test func unitIntervalDrawsStayInZeroToOne() {
        var generator = SplitMix64(seed: 11)
        let draws = (0..<1_000).map { _ in generator.nextUnitInterval() }
        #expect(draws.allSatisfy { $0 >= 0 && $0 < 1 })
        #expect(draws.contains { $0 < 0.1 } && draws.contains { $0 > 0.9 })
    }

    @Test func itServesTheStandardLibrarysRandomAPIs() {
        var generator = SplitMix64(seed: 5)
        let value = Int.random(in: 1...6, using: &generator)
        #expect((1...6).contains(value))
    }
}
