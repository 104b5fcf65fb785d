import Testing
import VSMKit
import VSMKitTesting

/// `observe` with a closure, in every shape vsm-ios 2.0 accepts: literals that await methods of
/// every isolation, stored closures `@Sendable` or not, and function references.
@MainActor
struct ObserveClosureShapes {
    @Test func literalAwaitingANonisolatedMethod() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe { await model.loadAsync() }
        try await waitUntil { container.state == .loaded(count: 10) }
    }

    @Test func literalAwaitingAConcurrentMethod() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        container.observe { await model.loadAsyncOnBackgroundThread(count: 11) }
        try await waitUntil { container.state == .loaded(count: 11) }
    }

    @Test func literalAwaitingAMainActorMethod() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        let mainActorModel = MainActorModel()
        container.observe { await mainActorModel.load(count: 12) }
        try await waitUntil { container.state == .loaded(count: 12) }
    }

    @Test func literalAwaitingAnActorMethod() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        let remote = RemoteModel()
        container.observe { await remote.load(count: 13) }
        try await waitUntil { container.state == .loaded(count: 13) }
    }

    @Test func storedSendableClosure() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        let closure: @Sendable () async -> MockState = { await model.loadAsync() }
        container.observe(closure)
        try await waitUntil { container.state == .loaded(count: 10) }
    }

    @Test func storedNonSendableClosure() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        guard case .initialize(let model) = container.state else { return }
        let closure: () async -> MockState = { await model.loadAsyncOnBackgroundThread(count: 14) }
        container.observe(closure)
        try await waitUntil { container.state == .loaded(count: 14) }
    }

    @Test func concurrentFunctionReference() async throws {
        let container = AsyncStateContainer(state: MockState.initialize())
        @concurrent func load() async -> MockState { .loaded(count: 15) }
        container.observe(load)
        try await waitUntil { container.state == .loaded(count: 15) }
    }

    @Test func nonSendableStateLiteralCapturingANonSendableModel() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let model = NonSendableModel()
        container.observe { await model.fetch() }
        try await waitUntil { container.state == .loaded(Payload(1)) }
    }

    @Test func nonSendableStateLiteralAwaitingAConcurrentMethod() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let model = NonSendableModel()
        container.observe { await model.fetchOnBackgroundThread() }
        try await waitUntil { container.state == .loaded(Payload(42)) }
    }

    @Test func nonSendableStateStoredClosure() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        let closure: () async -> NonSendableState = { .loaded(Payload(16)) }
        container.observe(closure)
        try await waitUntil { container.state == .loaded(Payload(16)) }
    }

    @Test func nonSendableStateConcurrentFunctionReference() async throws {
        let container = AsyncStateContainer(state: NonSendableState.idle)
        @concurrent func load() async -> NonSendableState { .loaded(Payload(17)) }
        container.observe(load)
        try await waitUntil { container.state == .loaded(Payload(17)) }
    }
}
