import Testing
import VSMKit

/// `await refresh(state:)` in every shape vsm-ios 2.0 accepts; each returns once the state is
/// applied.
@MainActor
struct RefreshShapes {
    @Test func literalAwaitingANonisolatedMethod() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        await container.refresh(state: { await model.loadAsync() })
        #expect(container.state == .loaded(count: 10))
    }

    @Test func literalAwaitingAConcurrentMethod() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        await container.refresh(state: { await model.loadAsyncOnBackgroundThread(count: 1) })
        #expect(container.state == .loaded(count: 1))
    }

    @Test func literalAwaitingAMainActorMethod() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        let mainActorModel = MainActorModel()
        await container.refresh(state: { await mainActorModel.load(count: 2) })
        #expect(container.state == .loaded(count: 2))
    }

    @Test func trailingClosure() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        await container.refresh { await model.loadAsyncOnBackgroundThread(count: 3) }
        #expect(container.state == .loaded(count: 3))
    }

    @Test func storedSendableClosure() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        let closure: @Sendable () async -> MockState = { await model.loadAsyncOnBackgroundThread(count: 4) }
        await container.refresh(state: closure)
        #expect(container.state == .loaded(count: 4))
    }

    @Test func storedNonSendableClosure() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        let closure: () async -> MockState = { await model.loadAsync() }
        await container.refresh(state: closure)
        #expect(container.state == .loaded(count: 10))
    }

    @Test func concurrentFunctionReference() async {
        let container = AsyncStateContainer(state: MockState.initialize())
        @concurrent func load() async -> MockState { .loaded(count: 5) }
        await container.refresh(state: load)
        #expect(container.state == .loaded(count: 5))
    }

    @Test func nonSendableStateLiteralCapturingANonSendableModel() async {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let model = NonSendableModel()
        await container.refresh(state: { await model.fetch() })
        #expect(container.state == .loaded(Payload(1)))
    }

    @Test func nonSendableStateStoredClosure() async {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let closure: () async -> NonSendableState = { .loaded(Payload(6)) }
        await container.refresh(state: closure)
        #expect(container.state == .loaded(Payload(6)))
    }

    @Test func nonSendableStateConcurrentFunctionReference() async {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        @concurrent func load() async -> NonSendableState { .loaded(Payload(88)) }
        await container.refresh(state: load)
        #expect(container.state == .loaded(Payload(88)))
    }
}
