import Testing
import VSMKitTesting

/// Expects `wait` to throw a ``WaitTimeoutError`` that names `line`, the line of the wait inside
/// it. (`#expect(throws:)` would not do: its expansion stands in for the wait's line.)
func expectWaitTimeout(
    namingLine line: Int, sourceLocation: SourceLocation = #_sourceLocation, _ wait: @Sendable () async throws -> Void
) async {
    do {
        try await wait()
        Issue.record("the wait returned instead of timing out", sourceLocation: sourceLocation)
    } catch let error as WaitTimeoutError {
        #expect(error.sourceLocation.line == line, sourceLocation: sourceLocation)
    } catch {
        Issue.record("unexpected error: \(error)", sourceLocation: sourceLocation)
    }
}
