import Testing
import VSMKit
import VSMKitTesting

@MainActor
struct StateRecorderTests {
    @Test func theRecorderCapturesEveryStateInOrder() async throws {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container, includingCurrent: true)
        container.observe(
            StateSequence {
                1
                2
                3
            })
        let states = try await recorder.waitForStates(count: 4)
        #expect(states == [0, 1, 2, 3])
    }

    @Test func waitingForStatesThatNeverComeTimesOutListingWhatCame() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(1)
        do {
            try await recorder.waitForStates(count: 2, timeout: .milliseconds(50))
            Issue.record("expected a timeout")
        } catch let error as WaitTimeoutError {
            #expect(error.description.contains("1 state(s) recorded"))
            #expect(error.description.contains("0: 1"))
        } catch {
            Issue.record("unexpected error \(error)")
        }
    }

    @Test func expectStatesReportsAMismatchAsAnIssue() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(
            StateSequence {
                1
                2
            })
        await withKnownIssue {
            await recorder.expectStates([1, 3])
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("✗ 1: expected 3") }
        }
    }

    @Test func aStoppedRecorderRecordsNoMore() async throws {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(1)
        try await recorder.waitForStates(count: 1)
        recorder.stop()
        container.observe(2)
        let laterRecorder = StateRecorder(container)
        container.observe(3)
        try await laterRecorder.waitForStates(count: 1)
        #expect(recorder.states == [1])
    }
    @Test func theRecorderHoldsTheStatesOfASynchronousObserveAsSoonAsItReturns() {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container, includingCurrent: true)
        container.observe(
            StateSequence {
                1
                2
            })
        #expect(recorder.states == [0, 1, 2])
        recorder.stop()
        container.observe(3)
        #expect(recorder.states == [0, 1, 2])
    }
}
