import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct StateStreamTests {
    /// Reads `count` states from `stream` on a task of its own.
    private func collect(_ stream: AsyncStream<Int>, count: Int) -> Task<[Int], Never> {
        Task.detached {
            var states: [Int] = []
            states.reserveCapacity(count)
            for await state in stream {
                states.append(state)
                if states.count == count { break }
            }
            return states
        }
    }

    @Test func everySubscriberSeesEveryStateInOrderUnderAHundredThousandRapidTransitions() async throws {
        let count = 100_000
        let container = AsyncStateContainer(state: -1)
        let subscribers = (0..<3).map { _ in collect(container.stateStream(), count: count) }
        let recorder = StateRecorder(container)
        // Half of them one observe at a time, half from a producer on another task. The loop lets
        // the main actor breathe now and then: other tests share it, and their timeouts are real.
        for value in 0..<(count / 2) {
            container.observe(value)
            if value % 1_000 == 999 {
                await Task.yield()
            }
        }
        let (stream, continuation) = AsyncStream.makeStream(of: Int.self)
        let producer = Task.detached {
            for value in (count / 2)..<count {
                continuation.yield(value)
            }
            continuation.finish()
        }
        container.observe(stream)
        // 100,000 transitions take seconds under TSan: a bound for a hang, not for speed.
        try await producer.waitForValue(timeout: .seconds(120))
        let expected = Array(0..<count)
        for subscriber in subscribers {
            let states = try await subscriber.waitForValue(timeout: .seconds(120))
            #expect(states == expected)
        }
        #expect(await (try? recorder.waitForStates(count: count, timeout: .seconds(120))) == expected)
        #expect(container.state == count - 1)
    }

    @Test func aStreamCanStartWithTheCurrentState() async throws {
        let container = AsyncStateContainer(state: 1)
        let states = collect(container.stateStream(includingCurrent: true), count: 2)
        container.observe(2)
        #expect(try await states.waitForValue() == [1, 2])
    }

    @Test func aSubscriberOnlySeesStatesAppliedAfterItSubscribed() async throws {
        let container = AsyncStateContainer(state: 0)
        container.observe(1)
        let states = collect(container.stateStream(), count: 1)
        container.observe(2)
        #expect(try await states.waitForValue() == [2])
    }

    @Test func streamsFinishWhenTheContainerIsReleased() async {
        var container: AsyncStateContainer<Int>? = AsyncStateContainer(state: 0)
        let stream = container!.stateStream()
        container?.observe(1)
        container = nil
        var states: [Int] = []
        for await state in stream {
            states.append(state)
        }
        #expect(states == [1], "the loop ends: the stream finished")
    }

    @Test func aCancelledSubscriberIsDroppedWithoutDisturbingTheOthers() async throws {
        let container = AsyncStateContainer(state: 0)
        let leaving = Task.detached { [stream = container.stateStream()] in
            for await _ in stream {}
        }
        let staying = collect(container.stateStream(), count: 3)
        leaving.cancel()
        try await leaving.waitForValue()
        for value in 1...3 {
            container.observe(value)
        }
        #expect(try await staying.waitForValue() == [1, 2, 3])
    }
}
