/// How a child process ended.
public enum Termination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    /// Decodes a wait status from `waitpid(2)` (the `WIFEXITED`/`WTERMSIG` layout, the same on
    /// Linux and Darwin; Swift does not import those macros).
    public init(waitStatus status: Int32) {
        let signalNumber = status & 0x7F
        self = signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signalNumber)
    }

    /// The exit status, or `nil` when a signal ended the process.
    public var exitCode: Int32? {
        if case .exited(let code) = self { code } else { nil }
    }

    public var description: String {
        switch self {
        case .exited(let code): "exited with \(code)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }
}

/// Why a program could not be started, or what went wrong around it.
public struct ProcessFailure: Error, Sendable, CustomStringConvertible {
    public let description: String

    public init(description: String) {
        self.description = description
    }
}
