import ProcessTestSupport
import Testing

/// What a crash or an unhandled error leaves on stderr; never acceptable for a user's mistake or a
/// server's fault.
let crashMarkers = [
    "Fatal error", "fatal error", "Stack dump", "stack trace", "Program crashed", "Backtrace", "💣", "SIGSEGV",
    "SIGILL", "SIGTRAP",
]

/// Checks that a run failed the way the contract says a failure looks: it ended by itself (no
/// signal, not killed at its timeout) with one of `exitCodes`, and wrote exactly one line,
/// `error: …`, on stderr, with no trace of a crash. A feature that is not wired yet ("is not
/// available yet") does not count as handling the case.
func expectCleanFailure(
    _ result: ProcessResult, exitCodes: Set<Int32>, _ context: String = "",
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let label = context.isEmpty ? "" : "[\(context)] "
    #expect(!result.timedOut, "\(label)hung until killed:\n\(result)", sourceLocation: sourceLocation)
    #expect(
        result.termination.exitCode.map(exitCodes.contains) == true,
        "\(label)expected exit \(exitCodes.sorted()):\n\(result)", sourceLocation: sourceLocation)
    let lines = result.standardErrorLines
    #expect(lines.count == 1, "\(label)expected exactly one line on stderr:\n\(result)", sourceLocation: sourceLocation)
    #expect(
        lines.first?.hasPrefix("error: ") == true, "\(label)expected `error: …` on stderr:\n\(result)",
        sourceLocation: sourceLocation)
    for marker in crashMarkers {
        #expect(
            !result.standardError.contains(marker), "\(label)crash marker \(marker.debugDescription):\n\(result)",
            sourceLocation: sourceLocation)
    }
    #expect(
        !result.standardError.contains("not available yet"), "\(label)the feature is not wired yet:\n\(result)",
        sourceLocation: sourceLocation)
}

/// Checks that a run succeeded: exit 0, in time, nothing alarming on stderr.
func expectSuccess(_ result: ProcessResult, _ context: String = "", sourceLocation: SourceLocation = #_sourceLocation) {
    let label = context.isEmpty ? "" : "[\(context)] "
    #expect(
        result.termination == .exited(0) && !result.timedOut, "\(label)expected success:\n\(result)",
        sourceLocation: sourceLocation)
}

/// The Unicode scalars that must never reach a terminal from data: C0 controls other than newline
/// and tab (ESC, BEL, …), DEL, and the C1 controls U+0080–U+009F (CSI, OSC, …).
func terminalControlScalars(in text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { scalar in
        let value = scalar.value
        return (value < 0x20 && value != 0x0A && value != 0x09) || value == 0x7F || (0x80...0x9F).contains(value)
    }
}
