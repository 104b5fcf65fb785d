import BenchSupport
import Testing

@Suite struct PairedRatioTests {
    private func durations(_ milliseconds: [Int]) -> [Duration] { milliseconds.map { .milliseconds($0) } }

    @Test func itIsTheMedianOfEachRoundsRatioNotTheRatioOfTheMedians() {
        // Round 1 ran the case in a slow moment of its own: 3.0× that round, 1.1× the others.
        let baseline = durations([10, 20, 40])
        let measured = durations([30, 22, 44])

        #expect(abs(PairedRatio.median(of: measured, to: baseline) - 1.1) < 1e-9)
        // The ratio of the medians, 30 ms over 20 ms, would say 1.5.
        #expect(Samples(measured).median == .milliseconds(30) && Samples(baseline).median == .milliseconds(20))
    }

    @Test func aSlowdownThatHitsBothRunsOfARoundCancels() {
        // The machine ran at a third of its speed for two of five rounds; the case costs 1.2× in each.
        let baseline = durations([10, 30, 10, 30, 10])
        let measured = durations([12, 36, 12, 36, 12])

        #expect(abs(PairedRatio.median(of: measured, to: baseline) - 1.2) < 1e-9)
    }

    @Test func theRoundsArePairedInTheOrderTheyRan() {
        let baseline = durations([10, 20, 40, 80])
        let measured = durations([11, 22, 44, 88])

        #expect(abs(PairedRatio.median(of: measured, to: baseline) - 1.1) < 1e-9)
        // The same durations paired with other rounds are another measurement: 8.8, 2.2, 0.55, 0.1375.
        #expect(abs(PairedRatio.median(of: measured.reversed(), to: baseline) - 0.55) < 1e-9)
    }

    @Test func anEvenNumberOfRoundsTakesTheLowerMiddleAsSamplesDoes() {
        let baseline = durations([10, 10, 10, 10])
        let measured = durations([11, 12, 13, 14])

        #expect(abs(PairedRatio.median(of: measured, to: baseline) - 1.2) < 1e-9)
        #expect(Samples(measured).median == .milliseconds(12))
    }
}
