import Testing
import VSMKitTesting

@testable import VSMKit

/// The vsm-ios 2.0 spellings: the same names and shapes, with VSMKit's semantics.
@MainActor
struct VSMCompatibilityTests {
    struct Form: Sendable, Equatable, MutatingCopyable {
        var name: String
        func withName(_ name: String) -> Form { copy(mutatingPath: \.name, value: name) }
    }

    final class Box: Equatable {
        var value: Int
        init(_ value: Int) { self.value = value }
        static func == (lhs: Box, rhs: Box) -> Bool { lhs.value == rhs.value }
    }

    enum Plain: Equatable {  // not Sendable
        case idle, loading
        case loaded(Box)
    }

    /// A non-`Sendable` model whose step captures `self`, as vsm-ios models do.
    final class ReloadModel {
        var fetchCount = 0

        @StateSequenceBuilder
        func reload() -> StateSequence<Plain> {
            Plain.loading
            Next { [self] in
                fetchCount += 1
                return Plain.loaded(Box(fetchCount))
            }
        }
    }

    @Test func curriedBindWorksForSendableAndNonSendableStates() {
        let form = AsyncStateContainer(state: Form(name: "a"))
        let name = form.bind(\.name, to: Form.withName)
        name.wrappedValue = "b"
        #expect(form.state.name == "b" && name.wrappedValue == "b")

        let plain = AsyncStateContainer(state: Plain.idle)
        let loaded = plain.bind(\.self, to: { _ in { next in next } })
        loaded.value = .loaded(Box(1))
        #expect(plain.state == .loaded(Box(1)))
    }

    @Test func nextStepsOfNonSendableModelsMayCaptureSelf() async throws {
        let container = AsyncStateContainer(state: Plain.idle)
        let model = ReloadModel()
        container.observe(model.reload())
        #expect(container.state == .loading)
        try await waitUntil { container.state == .loaded(Box(1)) }
        #expect(model.fetchCount == 1)
    }

    @Test func aSendableStatesClosureLiteralTakesTheSendableNext() {
        let next = Next<Int> { 1 }
        guard case .next = next.sequence.steps[0], next.sequence.nonSendableBodies.isEmpty else {
            Issue.record("expected the @Sendable step, got \(next.sequence.steps[0])")
            return
        }
    }

    @Test func arrayLiteralClosuresRunInOrderAsAsyncSteps() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        let sequence: StateSequence<Int> = [
            { 1 },
            {
                await Task.yield(); return 2
            }, { 3 },
        ]
        container.observe(sequence)
        #expect(container.state == 0, "vsm-ios runs every array-literal closure as an async step")
        await recorder.expectStates([1, 2, 3])
    }

    @Test func synchronousStatesApplyBeforeObserveReturns() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(StateSequence(synchronousStates: [{ 1 }, { 2 }], states: [{ 3 }]))
        #expect(container.state == 2)
        await recorder.expectStates([1, 2, 3])
    }

    @Test func firstStepsCountAsKnownStates() async {
        let container = AsyncStateContainer(state: 0)
        let recorder = StateRecorder(container)
        container.observe(
            StateSequence {
                First { 1 }
                Next { 2 }
            })
        #expect(container.state == 1)
        await recorder.expectStates([1, 2])
    }

    @Test func refreshStateReturnsAfterTheStateIsApplied() async {
        let container = AsyncStateContainer(state: Plain.idle)
        await container.refresh(state: { .loaded(Box(7)) })
        #expect(container.state == .loaded(Box(7)))
    }

    @Test func viewStateNamesItsContainer() {
        let view = ViewState(wrappedValue: 3)
        #expect(view.container === view.projectedValue)
        #expect(view.container.state == 3)
    }

    @Test func mutatingCopyableCopiesWithoutTouchingTheOriginal() {
        let form = Form(name: "a")
        #expect(form.copy { $0.name = "b" } == Form(name: "b"))
        #expect(form.withName("c").name == "c")
        #expect(form.name == "a")
    }
}
