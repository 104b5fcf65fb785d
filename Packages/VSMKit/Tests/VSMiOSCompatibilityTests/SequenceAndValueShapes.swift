import Testing
import VSMKit
import VSMKitTesting

/// The other vsm-ios 2.0 spellings: a plain state, `StateSequence` in its forms, `First`, `Next`,
/// an `AsyncSequence`, `bind` and `MutatingCopyable`.
@MainActor
struct SequenceAndValueShapes {
    @Test func plainState() {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe(model.load())
        #expect(container.state == .loaded(count: 1))
    }

    @Test func arrayLiteralSequence() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe(model.loadSequence())
        try await waitUntil { container.state == .loaded(count: 2) }
    }

    @Test func synchronousStatesThenAsyncStates() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        container.observe(StateSequence(synchronousStates: [{ .loading }], states: [{ .loaded(count: 5) }]))
        #expect(container.state == .loading)
        try await waitUntil { container.state == .loaded(count: 5) }
    }

    @Test func synchronousStatesBuiltByMap() {
        let container = AsyncStateContainer(state: MockState.initialize())
        container.observe(
            StateSequence(synchronousStates: (1...3).map { count in { .loaded(count: count) } }, states: []))
        #expect(container.state == .loaded(count: 3))
    }

    @Test(arguments: [true, false])
    func builderWithNextOnEitherSideOfTheMainActor(onMainActor: Bool) async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe(model.loadWithBuilder(onMainActor: onMainActor))
        #expect(container.state == .loading)
        try await waitUntil { container.state == .loaded(count: 2) }
    }

    @Test func builderWithFirst() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe(model.loadFirstThenRest())
        #expect(container.state == .loading)
        try await waitUntil { container.state == .loaded(count: 3) }
    }

    @Test func nextCapturingANonSendableModel() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let model = NonSendableModel()
        container.observe(model.reload())
        try await waitUntil { container.state == .loaded(Payload(42)) }
        #expect(model.fetchCount == 1)
    }

    @Test func asyncSequence() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe(model.loadStream())
        try await waitUntil { container.state == .loaded(count: 4) }
    }

    @Test func nonSendableAsyncSequence() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let stream = AsyncStream<NonSendableState> { continuation in
            continuation.yield(.loaded(Payload(3)))
            continuation.finish()
        }
        container.observe(stream)
        try await waitUntil { container.state == .loaded(Payload(3)) }
    }

    @Test func bindWithAStateAndValueClosure() {
        let container = AsyncStateContainer(state: FormState(name: "a"))
        let name = container.bind(\.name, to: { state, name in state.copy(mutatingPath: \.name, value: name) })
        name.wrappedValue = "b"
        #expect(container.state.name == "b")
    }

    @Test func bindWithACurriedClosure() {
        let container = AsyncStateContainer(state: FormState(name: "a"))
        let name = container.bind(\.name, to: { state in { name in state.copy(mutating: { $0.name = name }) } })
        name.wrappedValue = "c"
        #expect(container.state.name == "c" && name.wrappedValue == "c")
    }

    @Test func viewStateAndItsContainer() {
        @ViewState var state = MockState.loading
        $state.observe(.loaded(count: 9))
        #expect(state == .loaded(count: 9))
    }
}
