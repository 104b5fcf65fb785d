import Foundation

/// Runs the toolchain's `swift` (found on `PATH`), for what only SwiftPM can say: a manifest's
/// dump, the toolchain's version.
enum SwiftCommand {
    /// The standard output of `swift arguments`, or, when it fails, its standard error.
    static func output(_ arguments: [String]) -> Result<Data, SwiftCommandFailure> {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swift"] + arguments
        let output = Pipe()
        // Errors go to a file, so neither stream can fill up and block the child while we read the other.
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent("swift-\(UUID().uuidString).err")
        guard FileManager.default.createFile(atPath: errors.path, contents: nil) else {
            return .failure(SwiftCommandFailure(errorOutput: "cannot create \(errors.path)"))
        }
        defer { try? FileManager.default.removeItem(at: errors) }
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        do {
            process.standardError = try FileHandle(forWritingTo: errors)
            try process.run()
        } catch {
            return .failure(SwiftCommandFailure(errorOutput: "cannot run swift: \(error)"))
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            return .failure(SwiftCommandFailure(errorOutput: (try? String(contentsOf: errors, encoding: .utf8)) ?? ""))
        }
        return .success(data)
    }
}

/// What a failed `swift` command printed on standard error.
struct SwiftCommandFailure: Error {
    let errorOutput: String

    /// The one line that says why: the compiler's first diagnostic in the manifest (`line 4: …`), or
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
