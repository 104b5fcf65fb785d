import Testing

/// What ``StateRecorder`` and ``TraceRecorder`` share: a growing list of recorded values and the
/// callers waiting for a condition on it. A waiter resumes on the recording that satisfies it (no
/// polling) or when its timeout fires, whichever comes first.
@MainActor
final class RecordedLog<Element> {
    /// Everything recorded so far, in order.
    private(set) var items: [Element] = []

    private struct Waiter {
        let id: Int
        let isSatisfied: ([Element]) -> Bool
        let continuation: CheckedContinuation<Bool, Never>
    }

    private var waiters: [Waiter] = []
    private var nextWaiterID = 0

    isolated deinit {
        for waiter in waiters {
            waiter.continuation.resume(returning: false)
        }
    }

    /// Appends `item` and resumes every waiter whose condition now holds.
    func append(_ item: Element) {
        items.append(item)
        guard !waiters.isEmpty else { return }
        var stillWaiting: [Waiter] = []
        for waiter in waiters {
            if waiter.isSatisfied(items) {
                waiter.continuation.resume(returning: true)
            } else {
                stillWaiting.append(waiter)
            }
        }
        waiters = stillWaiting
    }

    /// Returns once `predicate` holds for the items (at once if it already does); after `timeout`
    /// throws a ``WaitTimeoutError`` that says what was recorded, in `describe`'s words.
    func wait(
        timeout: Duration,
        sourceLocation: SourceLocation,
        describe: ([Element]) -> String,
        until predicate: @escaping ([Element]) -> Bool
    ) async throws {
        guard !predicate(items) else { return }
        let id = nextWaiterID
        nextWaiterID += 1
        let timer = Task { [weak self] in
            guard (try? await Task.sleep(for: timeout)) != nil else { return }
            self?.expireWaiter(id)
        }
        defer { timer.cancel() }
        let isSatisfied = await withCheckedContinuation { continuation in
            waiters.append(Waiter(id: id, isSatisfied: predicate, continuation: continuation))
        }
        // Checked again on a timeout: an item recorded while the timer's wake-up was queued counts.
        guard isSatisfied || predicate(items) else {
            throw WaitTimeoutError("timed out after \(timeout); \(describe(items))", sourceLocation: sourceLocation)
        }
    }

    private func expireWaiter(_ id: Int) {
        guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(returning: false)
    }
}
