import VSMKit

/// Async work that a test finishes by hand. It ignores cancellation on purpose: the container must
/// stay correct when an action's work runs on after being cancelled.
final class Gate<Value: Sendable>: Sendable {
    private struct Storage: Sendable {
        var result: Value?
        var passer: CheckedContinuation<Value, Never>?
        var hasEntered = false
        var entryWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let storage = Locked(Storage())

    init() {}

    /// Called by the work: suspends until ``open(with:)`` (returns at once if already open).
    func pass() async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let (result, entryWaiters) = storage.withLock { storage -> (Value?, [CheckedContinuation<Void, Never>]) in
                storage.hasEntered = true
                let waiters = storage.entryWaiters
                storage.entryWaiters = []
                if storage.result == nil {
                    storage.passer = continuation
                }
                return (storage.result, waiters)
            }
            for waiter in entryWaiters {
                waiter.resume()
            }
            if let result {
                continuation.resume(returning: result)
            }
        }
    }

    /// Lets the work through with `value`.
    func open(with value: Value) {
        let passer = storage.withLock { storage -> CheckedContinuation<Value, Never>? in
            storage.result = value
            defer { storage.passer = nil }
            return storage.passer
        }
        passer?.resume(returning: value)
    }

    /// Returns once the work has reached ``pass()``.
    func waitUntilEntered() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let hasEntered = storage.withLock { storage in
                if !storage.hasEntered {
                    storage.entryWaiters.append(continuation)
                }
                return storage.hasEntered
            }
            if hasEntered {
                continuation.resume()
            }
        }
    }

    var hasEntered: Bool { storage.withLock { $0.hasEntered } }
}

extension Gate where Value == Void {
    func open() { open(with: ()) }
}
