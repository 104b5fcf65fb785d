import Synchronization

/// A value shared between tasks and threads, guarded by a `Mutex`.
///
/// A reference type, so one box can be captured by many closures and tasks; every access goes
/// through the lock. Prefer an actor when the callers are already async; use a box where a
/// synchronous, `Sendable` place to keep state is needed (a recorder in a test double, a cache
/// read from a nonisolated function).
///
/// ```swift
/// let hits = LockedBox(0)
/// hits.withLock { $0 += 1 }
/// hits.value  // 1
/// ```
public final class LockedBox<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    /// A box holding `initialValue`.
    public init(_ initialValue: Value) {
        mutex = Mutex(initialValue)
    }

    /// Runs `body` with exclusive access to the value and returns what `body` returns.
    ///
    /// Keep `body` short and synchronous: other callers wait while it runs. Do not call back into
    /// the same box from `body`; the lock is not reentrant.
    public func withLock<Result, Failure: Error>(
        _ body: (inout sending Value) throws(Failure) -> sending Result
    ) throws(Failure) -> sending Result {
        try mutex.withLock(body)
    }

    /// A copy of the current value, read under the lock.
    public var value: Value {
        mutex.withLock { $0 }
    }
}
