import Foundation
import ProcessTestSupport
import Testing

@testable import CLIApp

/// The whole app run in-process against a data directory of its own, as the one-shot command tests
/// drive it.
struct CommandSandbox {
    let dataDirectory: TemporaryDirectory

    init() throws {
        dataDirectory = try TemporaryDirectory()
    }

    /// Runs a command line with `--data-dir` pointing at the sandbox's directory.
    func run(_ arguments: [String]) async -> CommandRun {
        await CommandRun.run(arguments + ["--data-dir", dataDirectory.path])
    }

    /// Runs a command line with `--json`, expects it to succeed silently, and returns the object it printed.
    func json(
        _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String: Any] {
        let run = await run(arguments + ["--json"])
        #expect(run.code == 0, "\(arguments): \(run.errorLines)", sourceLocation: sourceLocation)
        #expect(run.errorLines.isEmpty, sourceLocation: sourceLocation)
        return try #require(
            try JSONSerialization.jsonObject(with: Data(run.output.utf8)) as? [String: Any],
            sourceLocation: sourceLocation)
    }
}
