/// A counting semaphore for async code: at most `limit` holders at a time, the others wait in
/// order. It keeps the suite's parallel tests from starting dozens of processes at once on a
/// 2-core machine (each run's time is measured from its own start, so waiting here is not counted).
actor Slots {
    /// CLI runs at a time, across all tests.
    static let processes = Slots(limit: 6)
    /// Dev servers alive at a time, across all tests.
    static let servers = Slots(limit: 4)

    private let limit: Int
    private var inUse = 0
    private var waiters: [CheckedContinuation<Void, Never>] = []

    init(limit: Int) {
        self.limit = limit
    }

    /// Waits for a free slot and takes it. Pair with ``release()``.
    func acquire() async {
        if inUse < limit {
            inUse += 1
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Gives the slot back (to the first waiter, if any).
    func release() {
        if waiters.isEmpty {
            inUse -= 1
        } else {
            // The slot passes straight to the first waiter.
            waiters.removeFirst().resume()
        }
    }
}
