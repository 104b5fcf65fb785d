import Observation
import Testing
import VSMKit

/// Waits until `condition` holds, failing with ``WaitTimeoutError`` after `timeout` (real time).
///
/// The condition is evaluated at once, then again whenever an `@Observable` property it read changes
/// (an ``VSMKit/AsyncStateContainer``'s `state`, for one): the wait resumes on the change itself, not on a
/// timer. A condition that reads only non-observable values (a counter behind a lock) is re-checked
/// every `recheckInterval` as a fallback.
///
/// ```swift
/// try await waitUntil { container.state == .loaded(entry) }
/// ```
///
/// Prefer a ``StateRecorder`` to wait for states: it also checks that nothing unexpected came
/// first.
@MainActor
public func waitUntil(
    timeout: Duration = .seconds(5),
    recheckInterval: Duration = .milliseconds(10),
    sourceLocation: SourceLocation = #_sourceLocation,
    _ condition: @escaping @MainActor () -> Bool
) async throws {
    let clock = ContinuousClock()
    let deadline = clock.now.advanced(by: timeout)
    while true {
        let change = OneShotSignal()
        let isSatisfied = withObservationTracking {
            condition()
        } onChange: {
            change.fire()
        }
        if isSatisfied { return }
        let remaining = clock.now.duration(to: deadline)
        guard remaining > .zero else {
            throw WaitTimeoutError("condition still false after \(timeout)", sourceLocation: sourceLocation)
        }
        await change.wait(atMost: min(recheckInterval, remaining))
    }
}
