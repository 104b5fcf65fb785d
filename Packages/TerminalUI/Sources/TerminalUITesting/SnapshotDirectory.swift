import Foundation
import TerminalUI

/// The committed snapshots of a test target: `__Snapshots__/` beside its test file, one
/// `<name>.<cols>x<rows>.txt` (the characters) and `.style.txt` (the styled runs) per snapshot.
///
/// ```swift
/// for failure in SnapshotDirectory(beside: #filePath).failures(of: [("entry: loaded", size, screen)]) {
///     Issue.record(Comment(rawValue: failure))
/// }
/// ```
///
/// With `SNAPSHOTS=record` in the environment (`make snapshots`), ``verify(_:named:size:)`` writes
/// the files instead of comparing.
public struct SnapshotDirectory: Sendable {
    /// The folder of the snapshot files.
    public let url: URL
    /// Whether snapshots are written (recorded) rather than compared.
    public let isRecording: Bool

    /// `__Snapshots__` in the folder of `filePath` (pass `#filePath`); records when the environment
    /// has `SNAPSHOTS=record`.
    public init(beside filePath: String, environment: [String: String] = ProcessInfo.processInfo.environment) {
        self.init(
            url: URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("__Snapshots__"),
            isRecording: environment["SNAPSHOTS"] == "record")
    }

    public init(url: URL, isRecording: Bool) {
        self.url = url
        self.isRecording = isRecording
    }

    /// The file name of snapshot `name` at `size` without its extension: letters, digits, `-` and
    /// `_` kept, every other run of characters one `_` (`entry: load failed` at 80×24 is
    /// `entry_load_failed.80x24`).
    public static func baseName(of name: String, size: TerminalSize) -> String {
        var sanitised = ""
        for character in name {
            if character.isASCII, character.isLetter || character.isNumber || character == "-" || character == "_" {
                sanitised.append(character)
            } else if sanitised.last != "_" {
                sanitised.append("_")
            }
        }
        return "\(sanitised).\(size.columns)x\(size.rows)"
    }

    /// Compares `snapshot` with the committed files of `name` at `size` (or records them): `nil`
    /// when they match (or were recorded), otherwise the failure to report: no snapshot yet (and
    /// how to record one), or a line diff of each file that differs.
    public func verify(_ snapshot: ScreenSnapshot, named name: String, size: TerminalSize) -> String? {
        let base = Self.baseName(of: name, size: size)
        let files = [
            (url.appendingPathComponent(base + ".txt"), snapshot.text),
            (url.appendingPathComponent(base + ".style.txt"), snapshot.styles),
        ]
        if isRecording {
            do {
                try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
                for (file, contents) in files { try Data(contents.utf8).write(to: file, options: .atomic) }
                return nil
            } catch {
                return "could not record the snapshot of '\(name)' at \(Self.text(size)): \(error)"
            }
        }
        var failures: [String] = []
        for (file, actual) in files {
            guard let data = FileManager.default.contents(atPath: file.path) else {
                return "no snapshot for '\(name)' at \(Self.text(size)): run `make snapshots` to record it"
                    + " (or SNAPSHOTS=record swift test …); expected \(file.path)"
            }
            let expected = String(decoding: data, as: UTF8.self)
            if expected != actual {
                failures.append(
                    "snapshot '\(name)' at \(Self.text(size)) differs from \(file.lastPathComponent)"
                        + " (if the change is intended, run `make snapshots` and commit the files):\n"
                        + LineDiff.unified(expected: expected, actual: actual))
            }
        }
        return failures.isEmpty ? nil : failures.joined(separator: "\n")
    }

    /// The failures of ``verify(_:named:size:)`` for each named screen, in order.
    public func failures(of screens: [(name: String, size: TerminalSize, screen: Screen)]) -> [String] {
        screens.compactMap { verify(ScreenSnapshot($0.screen, size: $0.size), named: $0.name, size: $0.size) }
    }

    private static func text(_ size: TerminalSize) -> String { "\(size.columns)x\(size.rows)" }
}
