import VSMKit

/// A manual clock for tests: time moves only when the test calls ``advance(by:)``, so a debounce
/// window or a timeout is crossed without real sleeping.
///
/// ```swift
/// let clock = TestClock()
/// let container = AsyncStateContainer(state: SearchState.idle, clock: clock)
/// container.observe(model.search("so"), debounced: .milliseconds(300))
/// clock.advance(by: .milliseconds(300))   // the search starts now
/// ```
///
/// ``advance(by:)`` sets the time forward at once and resumes every sleeper whose deadline has
/// passed, earliest first. A sleep that starts afterwards is measured from the new time, so drive a
/// chain of sleeps by advancing step by step (``waitForSleepers(count:)`` tells when the next sleep
/// has begun).
public final class TestClock: Clock, Sendable {
    /// A point on a ``TestClock``: the time elapsed since the clock's start.
    public struct Instant: InstantProtocol, CustomStringConvertible {
        /// Time since the clock's start.
        public let offset: Duration

        /// An instant `offset` after the clock's start.
        public init(offset: Duration = .zero) {
            self.offset = offset
        }

        /// The instant `duration` later.
        public func advanced(by duration: Duration) -> Instant {
            Instant(offset: offset + duration)
        }

        /// The time from this instant to `other`.
        public func duration(to other: Instant) -> Duration {
            other.offset - offset
        }

        /// Whether `lhs` comes before `rhs`.
        public static func < (lhs: Instant, rhs: Instant) -> Bool {
            lhs.offset < rhs.offset
        }

        /// `TestClock.Instant(offset)`, for failure messages.
        public var description: String { "TestClock.Instant(\(offset))" }
    }

    private struct Sleeper: Sendable {
        let id: UInt64
        let deadline: Instant
        let continuation: CheckedContinuation<Void, any Error>
    }

    private struct SleeperWaiter: Sendable {
        let count: Int
        let continuation: CheckedContinuation<Void, Never>
    }

    private struct Storage: Sendable {
        var now: Instant
        var nextID: UInt64 = 0
        var sleepers: [Sleeper] = []
        var cancelledBeforeSleeping: Set<UInt64> = []
        var sleeperWaiters: [SleeperWaiter] = []
    }

    private let storage: Locked<Storage>

    /// A clock whose time starts at `now`.
    public init(now: Instant = Instant()) {
        storage = Locked(Storage(now: now))
    }

    /// The current time; changes only through ``advance(by:)`` and ``advance(to:)``.
    public var now: Instant {
        storage.withLock { $0.now }
    }

    /// Zero: a test clock is exact.
    public var minimumResolution: Duration { .zero }

    /// How many tasks are sleeping on the clock.
    public var sleeperCount: Int {
        storage.withLock { $0.sleepers.count }
    }

    /// Suspends until the clock has been advanced to `deadline`; returns at once if it already has.
    /// Throws `CancellationError` when the sleeping task is cancelled.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id = storage.withLock { storage in
            storage.nextID += 1
            return storage.nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                enum Outcome { case sleeping, due, cancelled }
                let (outcome, waiters) = storage.withLock { storage -> (Outcome, [SleeperWaiter]) in
                    if storage.cancelledBeforeSleeping.remove(id) != nil { return (.cancelled, []) }
                    if deadline <= storage.now { return (.due, []) }
                    storage.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
                    return (.sleeping, Self.takeSatisfiedWaiters(&storage))
                }
                switch outcome {
                case .sleeping: break
                case .due: continuation.resume()
                case .cancelled: continuation.resume(throwing: CancellationError())
                }
                for waiter in waiters {
                    waiter.continuation.resume()
                }
            }
        } onCancel: {
            let sleeper = storage.withLock { storage -> Sleeper? in
                guard let index = storage.sleepers.firstIndex(where: { $0.id == id }) else {
                    storage.cancelledBeforeSleeping.insert(id)
                    return nil
                }
                return storage.sleepers.remove(at: index)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }

    /// Moves the time forward by `duration` and resumes every sleeper now due, earliest first.
    public func advance(by duration: Duration) {
        let target = storage.withLock { $0.now.advanced(by: duration) }
        advance(to: target)
    }

    /// Moves the time forward to `instant` (never backwards) and resumes every sleeper now due,
    /// earliest first.
    public func advance(to instant: Instant) {
        let due = storage.withLock { storage -> [Sleeper] in
            if instant > storage.now {
                storage.now = instant
            }
            let now = storage.now
            let due = storage.sleepers.filter { $0.deadline <= now }
            storage.sleepers.removeAll { $0.deadline <= now }
            // Stable order: by deadline, then by the order the sleeps began.
            return due.sorted { ($0.deadline, $0.id) < ($1.deadline, $1.id) }
        }
        for sleeper in due {
            sleeper.continuation.resume()
        }
    }

    /// Returns once at least `count` tasks are sleeping on the clock, so a test can advance past a
    /// sleep it knows has begun. Awaits the sleeps themselves: no polling.
    public func waitForSleepers(count: Int = 1) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let isSatisfied = storage.withLock { storage in
                if storage.sleepers.count >= count { return true }
                storage.sleeperWaiters.append(SleeperWaiter(count: count, continuation: continuation))
                return false
            }
            if isSatisfied {
                continuation.resume()
            }
        }
    }

    private static func takeSatisfiedWaiters(_ storage: inout Storage) -> [SleeperWaiter] {
        let count = storage.sleepers.count
        let satisfied = storage.sleeperWaiters.filter { $0.count <= count }
        storage.sleeperWaiters.removeAll { $0.count <= count }
        return satisfied
    }
}
