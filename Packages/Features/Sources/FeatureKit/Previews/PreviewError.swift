/// Why a preview executable could not show its feature.
public enum PreviewError: Error, Equatable, Sendable {
    /// Standard input or output is not a terminal (a pipe, a file, /dev/null).
    case notATerminal(executable: String)
    /// The terminal could not be taken over, for this reason.
    case terminalUnavailable(executable: String, reason: String)
}

extension PreviewError: CustomStringConvertible {
    /// The line the executable writes to standard error.
    public var description: String {
        switch self {
        case .notATerminal(let executable):
            "\(executable) needs a terminal on standard input and output"
        case .terminalUnavailable(let executable, let reason):
            "\(executable): cannot use the terminal: \(reason)"
        }
    }
}
