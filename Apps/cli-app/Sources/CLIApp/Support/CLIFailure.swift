import Foundation
import FoundationExt

/// A failure the user can act on (not found, network, a corrupt cart, no terminal): printed as one
/// line, `error: <message>`, on stderr, and the process exits with status 1.
public struct CLIFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The message, sanitised and on one line (it may quote a server's text).
    public let message: String

    public init(_ message: String) {
        self.message = message.terminalSafeLine
    }

    /// The failure for any error: its localized description when it has one.
    public init(describing error: any Error) {
        if let failure = error as? CLIFailure {
            self = failure
        } else if let described = (error as? any LocalizedError)?.errorDescription {
            self.init(described)
        } else {
            self.init(String(describing: error))
        }
    }

    /// A feature run that ended without a result or a reason (a bug, not the user's doing).
    static func unfinished(_ what: String) -> CLIFailure {
        CLIFailure("\(what) did not finish loading")
    }

    /// The line written to stderr.
    public var line: String { "error: \(message)" }

    public var description: String { line }
}
