import FoundationExt

/// An async mutual exclusion within one process: ``run(_:)`` bodies run one at a time, in arrival
/// order, and a waiting task is suspended (not blocking a thread).
final class AsyncExclusion: Sendable {
    private struct State {
        var busy = false
        var waiters: [CheckedContinuation<Void, Never>] = []
    }

    private let state = LockedBox(State())

    func run<Result>(_ body: () async throws -> Result) async throws -> Result {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let enter = state.withLock { state in
                if state.busy {
                    state.waiters.append(continuation)
                    return false
                }
                state.busy = true
                return true
            }
            if enter { continuation.resume() }
        }
        defer {
            let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
                if state.waiters.isEmpty {
                    state.busy = false
                    return nil
                }
                return state.waiters.removeFirst()
            }
            next?.resume()
        }
        return try await body()
    }
}
