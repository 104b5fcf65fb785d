import Testing

extension Task {
    /// The task's value, or ``WaitTimeoutError`` after `timeout` (real time), in place of
    /// `await task.value` in a test. That has no limit, and a suite's `.timeLimit` does not end it:
    /// the limit cancels the test, `value` ignores cancellation, and the run waits until CI's own
    /// deadline. On a timeout the task is cancelled.
    ///
    /// ```swift
    /// let states = Task { await collect(stream) }
    /// #expect(try await states.waitForValue() == [1, 2])
    /// ```
    public func waitForValue(
        timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Success {
        let finished = OneShotSignal()
        // Outlives a timeout, waiting for a task that may never end: one task's memory, in a
        // test that has already failed.
        Task<Void, Never> {
            _ = await self.result
            finished.fire()
        }
        guard await finished.wait(atMost: timeout) else {
            cancel()
            throw WaitTimeoutError("the task did not finish within \(timeout)", sourceLocation: sourceLocation)
        }
        return try await value
    }
}
