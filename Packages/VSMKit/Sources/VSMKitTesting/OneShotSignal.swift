import VSMKit

/// A signal that wakes one waiter once: by ``fire()`` or when the waiter's grace period ends,
/// whichever comes first, and tells it which. Internal to the waiting helpers.
final class OneShotSignal: Sendable {
    private struct Storage: Sendable {
        /// `true` once fired, `false` once the grace period ended first; `nil` before either.
        var wasFired: Bool?
        var continuation: CheckedContinuation<Bool, Never>?
    }

    private let storage = Locked(Storage())

    /// Wakes the waiter (now, or as soon as it waits).
    func fire() {
        end(fired: true)
    }

    /// Returns when fired, or after `gracePeriod` on the real clock at the latest: `true` when it
    /// was fired, `false` when the grace period ended first.
    @discardableResult
    func wait(atMost gracePeriod: Duration) async -> Bool {
        let timer = Task { [self] in
            try? await Task.sleep(for: gracePeriod)
            end(fired: false)
        }
        defer { timer.cancel() }
        return await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
            let wasFired = storage.withLock { storage in
                if storage.wasFired == nil { storage.continuation = continuation }
                return storage.wasFired
            }
            if let wasFired { continuation.resume(returning: wasFired) }
        }
    }

    /// The first of ``fire()`` and the grace period's end decides; the other does nothing.
    private func end(fired: Bool) {
        let continuation = storage.withLock { storage -> CheckedContinuation<Bool, Never>? in
            guard storage.wasFired == nil else { return nil }
            storage.wasFired = fired
            defer { storage.continuation = nil }
            return storage.continuation
        }
        continuation?.resume(returning: fired)
    }
}
