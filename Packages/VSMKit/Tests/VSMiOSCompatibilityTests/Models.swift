import VSMKit

// The models of vsm-ios 2.0's own container tests, rewritten here: a Sendable state whose model
// has async methods of every isolation, and a non-Sendable state whose model is a class.

enum MockState: Sendable, Equatable {
    case initialize(InitializeModel = InitializeModel())
    case loading
    case loaded(count: Int)
}

struct InitializeModel: Sendable, Equatable {
    func load() -> MockState { .loaded(count: 1) }

    /// Nonisolated: runs wherever the caller's closure runs.
    func loadAsync() async -> MockState { .loaded(count: 10) }

    /// Explicitly off every actor.
    @concurrent
    func loadAsyncOnBackgroundThread(count: Int) async -> MockState { .loaded(count: count) }

    func loadSequence() -> StateSequence<MockState> {
        [{ .loading }, { .loaded(count: 2) }]
    }

    @StateSequenceBuilder
    func loadWithBuilder(onMainActor: Bool) -> StateSequence<MockState> {
        MockState.loading
        if onMainActor {
            Next { await MainActorModel().load(count: 2) }
        } else {
            Next { await loadAsyncOnBackgroundThread(count: 2) }
        }
    }

    @StateSequenceBuilder
    func loadFirstThenRest() -> StateSequence<MockState> {
        First { MockState.loading }
        Next { MockState.loaded(count: 3) }
    }

    func loadStream() -> AsyncStream<MockState> {
        AsyncStream { continuation in
            continuation.yield(.loading)
            continuation.yield(.loaded(count: 4))
            continuation.finish()
        }
    }
}

/// A model isolated to the main actor.
@MainActor
final class MainActorModel {
    func load(count: Int) async -> MockState { .loaded(count: count) }
}

/// A model isolated to an actor of its own.
actor RemoteModel {
    func load(count: Int) -> MockState { .loaded(count: count) }
}

/// A state that is not `Sendable`: it carries a reference type.
final class Payload: Equatable {
    let value: Int
    init(_ value: Int) { self.value = value }
    static func == (lhs: Payload, rhs: Payload) -> Bool { lhs.value == rhs.value }
}

enum NonSendableState: Equatable {
    case idle
    case loading
    case loaded(Payload)
}

/// A non-`Sendable` model, as most real-world models are: a class with mutable state whose async
/// methods and `Next` steps capture `self`.
final class NonSendableModel {
    var fetchCount = 0

    func fetch() async -> NonSendableState {
        fetchCount += 1
        return .loaded(Payload(fetchCount))
    }

    @concurrent
    func fetchOnBackgroundThread() async -> NonSendableState { .loaded(Payload(42)) }

    @StateSequenceBuilder
    func reload() -> StateSequence<NonSendableState> {
        NonSendableState.loading
        Next { [self] in
            fetchCount += 1
            return await fetchOnBackgroundThread()
        }
    }
}

struct FormState: Sendable, Equatable, MutatingCopyable {
    var name: String
}
