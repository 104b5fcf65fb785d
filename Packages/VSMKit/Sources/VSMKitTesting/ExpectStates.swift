import Testing

/// Checks that `actual` is exactly `expected`, in order; on a mismatch records an issue at the
/// caller whose comment is a ``StateDiff``.
///
/// ```swift
/// expectStates(recorder.states, equal: [.loading(errorModel: nil), .loaded(model)])
/// ```
public func expectStates<State: Equatable>(
    _ actual: [State],
    equal expected: [State],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    if let diff = StateDiff.describe(expected: expected, actual: actual) {
        Issue.record(Comment(rawValue: diff), sourceLocation: sourceLocation)
    }
}
