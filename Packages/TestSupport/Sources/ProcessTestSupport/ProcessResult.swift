/// What one finished run of a program produced.
public struct ProcessResult: Sendable, CustomStringConvertible {
    public let commandLine: String
    public let termination: Termination
    /// Whether the runner killed the program because it outlived its timeout.
    public let timedOut: Bool
    public let elapsed: Duration
    public let standardOutputBytes: [UInt8]
    public let standardErrorBytes: [UInt8]

    public init(
        commandLine: String, termination: Termination, timedOut: Bool, elapsed: Duration,
        standardOutputBytes: [UInt8], standardErrorBytes: [UInt8]
    ) {
        self.commandLine = commandLine
        self.termination = termination
        self.timedOut = timedOut
        self.elapsed = elapsed
        self.standardOutputBytes = standardOutputBytes
        self.standardErrorBytes = standardErrorBytes
    }

    public var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    public var standardError: String { String(decoding: standardErrorBytes, as: UTF8.self) }

    /// The exit code, or `nil` when the program did not exit by itself.
    public var exitCode: Int32? { timedOut ? nil : termination.exitCode }

    /// The lines of stderr that hold more than white space.
    public var standardErrorLines: [String] {
        standardError.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.allSatisfy(\.isWhitespace) }
    }

    public var description: String {
        let stdout = String(standardOutput.prefix(1_500))
        let stderr = String(standardError.prefix(1_500))
        return """
            \(commandLine)
              \(termination)\(timedOut ? " (killed at its timeout)" : ""), after \(elapsed)
              stdout: \(stdout.debugDescription)
              stderr: \(stderr.debugDescription)
            """
    }
}
