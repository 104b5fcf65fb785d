import Testing
import VSMKitTesting

@testable import VSMKit

/// `Next` steps whose closure is not `@Sendable`: a sequence holding one is not `Sendable` (the
/// compiler keeps it in the region it was made in) and a container consumes it on the main actor,
/// whatever the state. Each way such a step is made, and how it is spliced into a sequence.
@MainActor
struct NonSendableStepTests {
    /// Not `Sendable`: a step capturing it must not run concurrently with its owner.
    final class Model {
        var calls: [String] = []

        func step(_ name: String, _ state: Int) -> () async -> Int {
            { [self] in
                calls.append(name)
                return state
            }
        }
    }

    @Test func aSendableStatesNonSendableFunctionValueIsConsumedOnTheMainActor() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let model = Model()
        let load: () async -> Int = model.step("load", 1)
        container.observe(StateSequence { Next(load) })
        #expect(container.offMainActionCount == 0, "a non-@Sendable closure must not leave the main actor's region")
        await recorder.expectStates([1])
        #expect(model.calls == ["load"])
    }

    @Test func aSendableStatesSendableStepsStillLeaveTheMainActor() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(StateSequence { Next { 1 } })
        #expect(container.offMainActionCount == 1)
        await recorder.expectStates([1])
    }

    @Test func refreshTakesTheMainActorPathForANonSendableFunctionValue() async {
        let container = AsyncStateContainer(state: 0)
        let model = Model()
        await container.refresh(StateSequence { Next(model.step("refresh", 2)) })
        #expect(container.state == 2)
        #expect(container.offMainActionCount == 0)
        #expect(model.calls == ["refresh"])
    }

    /// Nested sequences, plain states and both kinds of step, spliced by the builder: each
    /// non-`@Sendable` closure keeps its place (its index moves with the closures before it).
    @Test func splicedSequencesRunEveryClosureInTheOrderWritten() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let model = Model()
        let first = StateSequence<Int> {
            1
            Next(model.step("a", 2))
            Next { 3 }
        }
        let second = StateSequence<Int> {
            Next(model.step("b", 4))
            5
            Next(model.step("c", 6))
        }
        container.observe(
            StateSequence {
                first
                Next(model.step("d", 7))
                second
            })
        #expect(container.state == 1)
        await recorder.expectStates([1, 2, 3, 7, 4, 5, 6])
        #expect(model.calls == ["a", "d", "b", "c"])
    }

    /// The rest of a partly applied sequence keeps its closures: the leading plain states are
    /// applied synchronously, then the remainder (indices unchanged) runs on the main actor.
    @Test func theRemainderAfterTheImmediateStatesKeepsItsClosures() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let model = Model()
        container.observe(
            StateSequence {
                1
                2
                Next(model.step("x", 3))
                Next { 4 }
                Next(model.step("y", 5))
            })
        #expect(container.state == 2)
        await recorder.expectStates([1, 2, 3, 4, 5])
        #expect(model.calls == ["x", "y"])
    }

    @Test func nextActionRunsEitherKindOfClosure() async {
        let model = Model()
        #expect(await Next(model.step("action", 9)).action() == 9)
        #expect(await Next<Int> { 8 }.action() == 8)
    }
}
