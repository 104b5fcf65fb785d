import Foundation
import LayeringCheck

/// A throwaway repository tree in a temporary folder, written by the test itself and removed when
/// the value goes away, so every test is hermetic.
final class FixtureRepository {
    /// The one reader of every test's manifests: the tests write the same manifests again and again,
    /// and it dumps each text once per test process.
    static let reader = ManifestReader()

    let root: String

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("layering-check-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// Writes `contents` to `relativePath`, creating folders on the way.
    func write(_ relativePath: String, _ contents: String) throws {
        let path = root + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
    }

    /// Removes the file or folder at `relativePath`.
    func remove(_ relativePath: String) throws {
        try FileManager.default.removeItem(atPath: root + "/" + relativePath)
    }

    /// Replaces `old` with `new` in the file at `relativePath`; fails when `old` is not there, so a
    /// test cannot pass by editing nothing.
    func edit(_ relativePath: String, replacing old: String, with new: String) throws {
        let contents = try String(contentsOfFile: root + "/" + relativePath, encoding: .utf8)
        guard contents.contains(old) else { throw FixtureError.textNotFound(old, in: relativePath) }
        try write(relativePath, contents.replacingOccurrences(of: old, with: new))
    }

    /// Runs the check on this tree.
    func check() throws -> LayeringReport {
        try LayeringChecker(root: root, reader: Self.reader).check()
    }

    /// A whole `Package.swift` (tools version and import, which SwiftPM needs to read it) declaring
    /// `package`.
    static func manifest(_ package: String) -> String {
        "// swift-tools-version: 6.2\nimport PackageDescription\n\n" + package
    }
}

enum FixtureError: Error {
    case textNotFound(String, in: String)
}
