import APIServer
import Testing

@Suite struct FailureDeciderTests {
    @Test func rateZeroNeverFailsAndRateOneAlwaysFails() {
        let decider = FailureDecider(seed: 7)
        #expect((0..<100).allSatisfy { _ in !decider.shouldFail(FaultSettings(failureRate: 0)) })
        #expect((0..<100).allSatisfy { _ in decider.shouldFail(FaultSettings(failureRate: 1)) })
    }

    @Test func theSameServerSeedFailsTheSameRequests() {
        let first = FailureDecider(seed: 99)
        let second = FailureDecider(seed: 99)
        let settings = FaultSettings(failureRate: 0.5)
        let firstRun = (0..<200).map { _ in first.shouldFail(settings) }
        let secondRun = (0..<200).map { _ in second.shouldFail(settings) }
        #expect(firstRun == secondRun)
        #expect(firstRun.contains(true) && firstRun.contains(false))
    }

    @Test func aRequestSeedGivesTheSameAnswerEveryTime() {
        let decider = FailureDecider(seed: 1)
        for seed in UInt64(0)..<50 {
            let settings = FaultSettings(failureRate: 0.5, requestSeed: seed)
            let answers = Set((0..<5).map { _ in decider.shouldFail(settings) })
            #expect(answers.count == 1, "seed \(seed) answered both ways")
        }
    }

    @Test func theFailureShareFollowsTheRate() {
        let decider = FailureDecider(seed: 2026)
        let failures = (0..<10_000).filter { _ in decider.shouldFail(FaultSettings(failureRate: 0.3)) }.count
        // Deterministic for this seed; the bounds only document that the share is about 30 %.
        #expect((2_700...3_300).contains(failures))
    }

    @Test func differentServerSeedsGiveDifferentSequences() {
        let settings = FaultSettings(failureRate: 0.5)
        let one = FailureDecider(seed: 1)
        let two = FailureDecider(seed: 2)
        #expect((0..<64).map { _ in one.shouldFail(settings) } != (0..<64).map { _ in two.shouldFail(settings) })
    }
}
