import Foundation
import LayeringCheck

/// Runs an external command (git, swift) and returns what it printed.
public enum CommandRunner {
    /// The standard output of `executable arguments` run in `directory`, or an error carrying its
    /// standard error when it exits with a failure.
    public static func output(_ arguments: [String], in directory: String) throws(CommandError) -> Data {
        switch ExternalCommand.output(arguments, in: directory) {
        case .success(let data): return data
        case .failure(let failure):
            throw CommandError(
                command: arguments, message: failure.errorOutput.trimmingCharacters(in: .whitespacesAndNewlines))
        }
    }

    /// Runs `arguments` in `directory` with both its streams on our standard error (a build's log),
    /// and returns its exit status (127 when it cannot start).
    public static func status(_ arguments: [String], in directory: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.standardError
        process.standardError = FileHandle.standardError
        do {
            try process.run()
        } catch {
            return 127
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// The files changed since `base`: committed, staged, unstaged and untracked, relative to the
    /// repository root.
    public static func changedFiles(since base: String, in root: String) throws(CommandError) -> [String] {
        let tracked = try output(["git", "diff", "--name-only", "--no-renames", base], in: root)
        let untracked = try output(["git", "ls-files", "--others", "--exclude-standard"], in: root)
        let lines = (String(decoding: tracked, as: UTF8.self) + "\n" + String(decoding: untracked, as: UTF8.self))
            .split(separator: "\n").map(String.init)
        return Array(Set(lines)).sorted()
    }
}

/// A command that could not run or failed.
public struct CommandError: Error, CustomStringConvertible {
    public let command: [String]
    public let message: String

    public var description: String { "`\(command.joined(separator: " "))` failed: \(message)" }
}
