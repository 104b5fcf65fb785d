import Testing

/// Thrown when something a test waits for did not happen within its timeout.
public struct WaitTimeoutError: Error, CustomStringConvertible {
    /// What was awaited and what was seen instead.
    public let description: String
    /// Where the wait was called.
    public let sourceLocation: SourceLocation

    /// An error describing a wait that timed out at `sourceLocation`.
    public init(_ description: String, sourceLocation: SourceLocation) {
        self.description = "\(sourceLocation): \(description)"
        self.sourceLocation = sourceLocation
    }
}
