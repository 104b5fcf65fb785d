import Foundation

/// Runs an external command (swift, git) found on `PATH` and keeps what it printed. The one place
/// the tools start a process for its output: the manifest reader here, the monorepo tool's
/// `CommandRunner` on top of it.
public enum ExternalCommand {
    /// The standard output of `arguments` run in `directory` (the current one when `nil`), or, when
    /// it fails, its standard error.
    public static func output(_ arguments: [String], in directory: String? = nil) -> Result<Data, CommandFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        let output = Pipe()
        // Errors go to a file, so neither stream can fill up and block the child while we read the other.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("command-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            return .failure(CommandFailure(errorOutput: "cannot create \(errors.path)"))
        }
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            return .failure(CommandFailure(errorOutput: "cannot run \(arguments.first ?? "a command"): \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(CommandFailure(errorOutput: (try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
        }
        return .success(data)
    }
}

/// What a failed command printed on standard error.
public struct CommandFailure: Error {
    public let errorOutput: String

    /// For `swift package`: the one line that says why: the compiler's first diagnostic in the manifest (`line 4: …`), or
    /// SwiftPM's first error, without its `error: 'package':` prefix.
    var reason: String {
        let lines = errorOutput.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        for line in lines {
            guard let range = line.range(of: ": error: "),
                let file = line[..<range.lowerBound].split(separator: "/").last
            else { continue }
            let position = file.split(separator: ":")
            if position.count >= 2 { return "line \(position[1]): " + line[range.upperBound...] }
        }
        for line in lines where line.hasPrefix("error: ") && !line.hasPrefix("error: invalid manifests at") {
            var message: Substring = line.dropFirst("error: ".count)
            // `'features': unknown package …`: the package's identity adds nothing to the file's name.
            if message.hasPrefix("'"), let end = message.range(of: "': ") { message = message[end.upperBound...] }
            return String(message)
        }
        return lines.last ?? "it failed without a message"
    }
}
