/// Why the terminal could not be used.
public enum TerminalError: Error, Hashable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal
    /// The output is gone (a closed pipe or terminal): stop quietly.
    case outputClosed
    /// A system call failed, with its name and `errno`.
    case systemCall(String, errno: Int32)
}

extension TerminalError: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notATerminal: "standard input and output must be a terminal"
        case .outputClosed: "the output was closed"
        case .systemCall(let name, let errno): "\(name) failed (errno \(errno))"
        }
    }
}
