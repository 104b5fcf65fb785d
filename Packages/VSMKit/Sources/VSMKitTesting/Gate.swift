import Testing
import VSMKit

/// Async work that a test finishes by hand: the work calls ``pass()`` and stays suspended until the
/// test calls ``open(with:)``.
///
/// Every caller of ``pass()`` waits, however many there are: opening the gate lets all of them
/// through with the same value, and every later ``pass()`` returns at once. A gate ignores
/// cancellation on purpose, like slow work that runs on after its action was replaced, so a test
/// can check that a cancelled action never writes again.
///
/// ```swift
/// let fetch = Gate<Int>()
/// container.observe { await fetch.pass() }
/// try await fetch.waitUntilEntered() // the work is now in flight
/// fetch.open(with: 42)               // and finishes with 42
/// ```
public final class Gate<Value: Sendable>: Sendable {
    private struct Storage: Sendable {
        var result: Value?
        var passers: [CheckedContinuation<Value, Never>] = []
        var enteredCount = 0
        var entrySignals: [OneShotSignal] = []
    }

    private let storage = Locked(Storage())

    /// A closed gate.
    public init() {}

    /// Called by the work: suspends until the gate opens (returns at once if it is open).
    /// Ignores cancellation.
    public func pass() async -> Value {
        await withCheckedContinuation { (continuation: CheckedContinuation<Value, Never>) in
            let (result, entrySignals) = storage.withLock { storage -> (Value?, [OneShotSignal]) in
                storage.enteredCount += 1
                let signals = storage.entrySignals
                storage.entrySignals = []
                if storage.result == nil { storage.passers.append(continuation) }
                return (storage.result, signals)
            }
            for signal in entrySignals { signal.fire() }
            if let result { continuation.resume(returning: result) }
        }
    }

    /// Lets every waiting ``pass()`` through with `value`, and every later one at once.
    /// Opening an open gate again changes the value later passes return.
    public func open(with value: Value) {
        let passers = storage.withLock { storage -> [CheckedContinuation<Value, Never>] in
            storage.result = value
            defer { storage.passers = [] }
            return storage.passers
        }
        for passer in passers { passer.resume(returning: value) }
    }

    /// Returns once some work has reached ``pass()`` (at once if it already has), woken by that
    /// `pass()` itself.
    ///
    /// - Throws: ``WaitTimeoutError`` naming the caller's line when no work came within `timeout`
    ///   (real time), so a test whose work never starts fails instead of hanging the run.
    public func waitUntilEntered(
        timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let entry = OneShotSignal()
        let hasEntered = storage.withLock { storage in
            let hasEntered = storage.enteredCount > 0
            if !hasEntered { storage.entrySignals.append(entry) }
            return hasEntered
        }
        if hasEntered { return }
        guard await entry.wait(atMost: timeout) else {
            throw WaitTimeoutError("no work reached the gate within \(timeout)", sourceLocation: sourceLocation)
        }
    }

    /// Whether some work has reached ``pass()`` yet: to check that work never started.
    public var hasEntered: Bool { enteredCount > 0 }

    /// How many times work has called ``pass()`` so far, open or not.
    public var enteredCount: Int { storage.withLock { $0.enteredCount } }
}

extension Gate where Value == Void {
    /// Lets the work through.
    public func open() { open(with: ()) }
}
