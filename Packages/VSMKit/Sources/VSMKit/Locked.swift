import Foundation

/// A `Sendable` value behind a lock, shared by VSMKit, VSMKitTesting and their tests (`package`).
///
/// Why not `Synchronization.Mutex`: on Linux it locks with raw futex calls that ThreadSanitizer
/// cannot see, so every access under it is reported as a race (`make test-tsan` runs this
/// package's tests under TSan). `NSLock` is a pthread mutex, which TSan intercepts: the locking is
/// understood, and a genuine race would still be reported.
@usableFromInline
package final class Locked<Value: Sendable>: @unchecked Sendable {
    // `@unchecked Sendable` is sound here: `value` is private and only touched inside `withLock`,
    // which holds `lock` for the whole access, and `Value` is itself `Sendable`, so whatever the
    // body copies out may cross threads.
    @usableFromInline let lock = NSLock()
    @usableFromInline var value: Value

    @usableFromInline
    package init(_ value: Value) {
        self.value = value
    }

    /// Runs `body` with exclusive access to the value.
    @inlinable
    package func withLock<Result>(_ body: (inout Value) throws -> Result) rethrows -> Result {
        lock.lock()
        defer { lock.unlock() }
        return try body(&value)
    }
}
