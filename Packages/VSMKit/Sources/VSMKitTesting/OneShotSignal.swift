import VSMKit

/// A signal that wakes one waiter once: by ``fire()`` or when the waiter's grace period ends,
/// whichever comes first. Internal to the waiting helpers.
final class OneShotSignal: Sendable {
    private struct Storage: Sendable {
        var hasFired = false
        var continuation: CheckedContinuation<Void, Never>?
    }

    private let storage = Locked(Storage())

    /// Wakes the waiter (now, or as soon as it waits).
    func fire() {
        let continuation = storage.withLock { storage -> CheckedContinuation<Void, Never>? in
            storage.hasFired = true
            defer { storage.continuation = nil }
            return storage.continuation
        }
        continuation?.resume()
    }

    /// Returns when fired, or after `gracePeriod` on the real clock at the latest.
    func wait(atMost gracePeriod: Duration) async {
        let timer = Task { [self] in
            try? await Task.sleep(for: gracePeriod)
            fire()
        }
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            let hasFired = storage.withLock { storage in
                if storage.hasFired { return true }
                storage.continuation = continuation
                return false
            }
            if hasFired {
                continuation.resume()
            }
        }
        timer.cancel()
    }
}
