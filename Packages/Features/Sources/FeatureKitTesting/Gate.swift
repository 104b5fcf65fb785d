import FoundationExt

/// Async work a test finishes by hand: the work calls ``pass()`` and waits until the test calls
/// ``open(with:)``. It ignores cancellation on purpose, like slow work that runs on after its
/// action was replaced.
public final class Gate<Value: Sendable>: Sendable {
    private struct Storage: Sendable {
        var result: Value?
        var passers: [CheckedContinuation<Value, Never>] = []
        var hasEntered = false
        var entryWaiters: [CheckedContinuation<Void, Never>] = []
    }

    private let storage = LockedBox(Storage())

    /// A closed gate.
    public init() {}

    /// Called by the work: suspends until the gate opens (returns at once if it is open).
    public func pass() async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let (result, waiters) = storage.withLock { storage -> (Value?, [CheckedContinuation<Void, Never>]) in
                storage.hasEntered = true
                let waiters = storage.entryWaiters
                storage.entryWaiters = []
                if storage.result == nil { storage.passers.append(continuation) }
                return (storage.result, waiters)
            }
            for waiter in waiters { waiter.resume() }
            if let result { continuation.resume(returning: result) }
        }
    }

    /// Lets the work through with `value` (now and at every later ``pass()``).
    public func open(with value: Value) {
        let passers = storage.withLock { storage -> [CheckedContinuation<Value, Never>] in
            storage.result = value
            defer { storage.passers = [] }
            return storage.passers
        }
        for passer in passers { passer.resume(returning: value) }
    }

    /// Returns once the work has reached ``pass()``.
    public func waitUntilEntered() async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let hasEntered = storage.withLock { storage in
                if !storage.hasEntered { storage.entryWaiters.append(continuation) }
                return storage.hasEntered
            }
            if hasEntered { continuation.resume() }
        }
    }
}

extension Gate where Value == Void {
    /// Lets the work through.
    public func open() { open(with: ()) }
}
