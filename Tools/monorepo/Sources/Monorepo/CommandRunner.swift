import Foundation

/// Runs an external command (git, swift) and returns what it printed.
public enum CommandRunner {
    /// The standard output of `executable arguments` run in `directory`, or an error carrying its
    /// standard error when it exits with a failure.
    public static func output(_ arguments: [String], in directory: String) throws(CommandError) -> Data {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        let output = Pipe()
        // Errors go to a file, so neither stream can fill up and block the child while we read the other.
        let errorsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "monorepo-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errorsURL.path, contents: nil) else {
            throw CommandError(command: arguments, message: "cannot create \(errorsURL.path)")
        }
        defer { try? FileManager.default.removeItem(at: errorsURL) }
        process.standardOutput = output
        do {
            process.standardError = try FileHandle(forWritingTo: errorsURL)
            try process.run()
        } catch {
            throw CommandError(command: arguments, message: "\(error)")
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errorsURL, encoding: .utf8)) ?? ""
            throw CommandError(command: arguments, message: message.trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return data
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
