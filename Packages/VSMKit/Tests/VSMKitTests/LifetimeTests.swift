import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct LifetimeTests {
    @Test func releasingTheContainerCancelsItsWorkAndFreesIt() async throws {
        let cancelled = CancellationFlag()
        let started = Gate<Void>()
        weak var weakContainer: AsyncStateContainer<Phase>?
        do {
            let container = AsyncStateContainer(state: Phase.idle)
            weakContainer = container
            container.observe(
                StateSequence {
                    Phase.loading
                    Next {
                        started.open()
                        await cancelled.suspendUntilCancelled()
                        return Phase.failed("cancelled")
                    }
                })
            await started.pass()
            #expect(weakContainer != nil)
        }
        #expect(weakContainer == nil, "no task or cycle keeps the container alive")
        try await cancelled.wait()
        #expect(cancelled.isRaised)
    }

    @Test func releasingTheContainerCancelsAClosureAndADebounce() async throws {
        let clock = TestClock()
        let closureCancelled = CancellationFlag()
        weak var weakContainer: AsyncStateContainer<Int>?
        do {
            let container = AsyncStateContainer(state: 0, clock: clock)
            weakContainer = container
            container.observe {
                await closureCancelled.suspendUntilCancelled()
                return 1
            }
            container.observe(2, debounced: .seconds(1), policy: .ignoreWhileRunning)
            await clock.waitForSleepers(count: 1)
        }
        #expect(weakContainer == nil)
        try await closureCancelled.wait()
        #expect(clock.sleeperCount == 0, "the debounce sleep was cancelled too")
    }
    @Test func releasingTheContainerStopsTheTaskConsumingAStreamOffTheMainActor() async throws {
        let streamTerminated = CancellationFlag()
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        continuation.onTermination = { _ in streamTerminated.raise() }
        weak var weakContainer: AsyncStateContainer<Int>?
        do {
            let container = AsyncStateContainer(state: 0)
            weakContainer = container
            container.observe(stream)
            continuation.yield(1)
            try await waitUntil { container.state == 1 }
            #expect(container.isRunning, "the stream has not finished")
        }
        #expect(weakContainer == nil, "the consuming task holds the container weakly")
        try await streamTerminated.wait()
        if case .terminated = continuation.yield(2) {
        } else {
            Issue.record("the stream is still consumed after its container was released")
        }
    }
}
