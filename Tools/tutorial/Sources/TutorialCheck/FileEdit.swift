import Foundation

/// Where a Swift block of the tutorial goes, as its caption says: the whole file, or right after a
/// marker line of a file that exists.
public struct FileEdit: Sendable, Equatable {
    public enum Placement: Sendable, Equatable {
        /// The block is the whole file (created, or replaced).
        case wholeFile
        /// The block goes after the first line whose text, trimmed, is this marker.
        case after(marker: String)
    }

    /// Relative to the repository's root.
    public let path: String
    public let placement: Placement
    public let contents: String

    public init(path: String, placement: Placement, contents: String) {
        self.path = path
        self.placement = placement
        self.contents = contents
    }

    /// Applies the edit to the file under `root`.
    /// - Throws: ``TutorialFailure`` when the file or the marker line is missing.
    public func apply(under root: String) throws(TutorialFailure) {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        let block = contents.hasSuffix("\n") ? contents : contents + "\n"
        switch placement {
        case .wholeFile:
            do {
                try FileManager.default.createDirectory(
                    at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try block.write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw TutorialFailure("cannot write \(path): \(error.localizedDescription)")
            }
        case .after(let marker):
            guard let text = try? String(contentsOf: url, encoding: .utf8) else {
                throw TutorialFailure("\(path) does not exist, so the block cannot go after `\(marker)` in it")
            }
            var lines = text.components(separatedBy: "\n")
            guard let index = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == marker }) else {
                throw TutorialFailure("\(path) has no line `\(marker)` to put the block after")
            }
            let inserted = block.dropLast().components(separatedBy: "\n")
            lines.insert(contentsOf: inserted, at: index + 1)
            do {
                try lines.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
            } catch {
                throw TutorialFailure("cannot write \(path): \(error.localizedDescription)")
            }
        }
    }
}
