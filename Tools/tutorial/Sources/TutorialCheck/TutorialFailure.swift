/// Why the tutorial and the code no longer match: one line for the reader of the check's output.
public struct TutorialFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }
}
