import Testing
import VSMKit
import VSMKitTesting

/// The labels of the sleepers that woke, in order.
private final class WakeLog: Sendable {
    private let labels = Locked<[String]>([])
    var all: [String] { labels.withLock { $0 } }
    func append(_ label: String) { labels.withLock { $0.append(label) } }
}

struct TestClockTests {
    /// Starts a task sleeping until `deadline` that appends `label` to `woken` when it wakes.
    private func sleeper(
        _ clock: TestClock, until deadline: Duration, label: String, woken: WakeLog
    ) -> Task<Void, any Error> {
        Task {
            try await clock.sleep(until: TestClock.Instant(offset: deadline))
            woken.append(label)
        }
    }

    @Test func advancingResumesTheDueSleepersEarliestFirstAndNoOthers() async throws {
        let clock = TestClock()
        let woken = WakeLog()
        let late = sleeper(clock, until: .seconds(3), label: "late", woken: woken)
        await clock.waitForSleepers(count: 1)
        let early = sleeper(clock, until: .seconds(1), label: "early", woken: woken)
        await clock.waitForSleepers(count: 2)
        clock.advance(by: .seconds(2))
        try await early.waitForValue()
        #expect(woken.all == ["early"])
        #expect(clock.sleeperCount == 1)
        #expect(clock.now == TestClock.Instant(offset: .seconds(2)))
        clock.advance(to: TestClock.Instant(offset: .seconds(3)))
        try await late.waitForValue()
        #expect(woken.all == ["early", "late"])
    }

    @Test func sleepingUntilAPastDeadlineReturnsAtOnce() async throws {
        let clock = TestClock()
        clock.advance(by: .seconds(5))
        try await clock.sleep(until: TestClock.Instant(offset: .seconds(4)))
        try await clock.sleep(for: .zero)
        #expect(clock.sleeperCount == 0)
    }

    @Test func cancellingASleeperThrowsCancellationAndRemovesIt() async {
        let clock = TestClock()
        let sleeping = Task { try await clock.sleep(for: .seconds(1)) }
        await clock.waitForSleepers(count: 1)
        sleeping.cancel()
        await #expect(throws: CancellationError.self) { try await sleeping.waitForValue() }
        #expect(clock.sleeperCount == 0)
    }

    @Test func aSleepCancelledBeforeItBeganThrowsToo() async {
        let clock = TestClock()
        let sleeping = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await clock.sleep(for: .seconds(1))
        }
        await #expect(throws: CancellationError.self) { try await sleeping.waitForValue() }
    }

    @Test func theClockNeverGoesBackwards() {
        let clock = TestClock()
        clock.advance(by: .seconds(2))
        clock.advance(to: TestClock.Instant(offset: .seconds(1)))
        #expect(clock.now.offset == .seconds(2))
        #expect(TestClock.Instant().duration(to: clock.now) == .seconds(2))
    }
}
