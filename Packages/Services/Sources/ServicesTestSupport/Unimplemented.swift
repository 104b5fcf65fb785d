import Testing

/// What an `unimplemented` test value throws after recording a test issue.
public struct UnimplementedError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The closure that was called, e.g. `ProductService.search`.
    public let name: String

    public init(name: String) {
        self.name = name
    }

    public var description: String { "Unimplemented: \(name)" }
}

/// Records "Unimplemented: `name`" as a Swift Testing issue (failing the running test) and returns
/// the error to throw. (Not called `unimplemented`, which the static properties use.)
func unimplementedCall(_ name: String) -> UnimplementedError {
    Issue.record(Comment(rawValue: "Unimplemented: \(name)"))
    return UnimplementedError(name: name)
}
