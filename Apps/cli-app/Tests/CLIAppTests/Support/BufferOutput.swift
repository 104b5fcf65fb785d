import CLIApp
import Synchronization

/// Collects what a command prints, for in-process tests.
final class BufferOutput: TextOutput {
    private let buffer = Mutex("")

    func write(_ text: String) {
        buffer.withLock { $0 += text }
    }

    var terminalColumns: Int? { nil }

    var text: String { buffer.withLock { $0 } }

    /// The lines printed, without the final newline's empty remainder.
    var lines: [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }
}

/// A command line run in-process.
struct CommandRun {
    let code: Int32
    let output: String
    let errorLines: [String]

    static func run(_ arguments: [String]) async -> CommandRun {
        let output = BufferOutput()
        let error = BufferOutput()
        let code = await CLIEntry.run(arguments, output: output, error: error)
        return CommandRun(code: code.rawValue, output: output.text, errorLines: error.lines)
    }
}
