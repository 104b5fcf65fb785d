import Testing
import VSMKitTesting

struct TaskWaitForValueTests {
    private struct Failure: Error, Equatable {}

    @Test func aTaskThatFinishesGivesItsValue() async throws {
        let work = Task { 6 * 7 }
        #expect(try await work.waitForValue() == 42)
    }

    @Test func aTaskThatThrowsGivesItsError() async {
        let work = Task<Int, any Error> { throw Failure() }
        await #expect(throws: Failure.self) { try await work.waitForValue() }
    }

    @Test func aTaskThatDoesNotFinishFailsTheWaitAndIsCancelled() async {
        let gate = Gate<Void>()
        // Ends only when cancelled, which opens the gate.
        let work = Task {
            await withTaskCancellationHandler {
                await gate.pass()
            } onCancel: {
                gate.open()
            }
        }
        await expectWaitTimeout(namingLine: #line + 1) {
            try await work.waitForValue(timeout: .milliseconds(20))
        }
        #expect(work.isCancelled)
    }
}
