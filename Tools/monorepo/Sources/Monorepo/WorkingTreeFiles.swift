import Foundation

/// Every file of the working tree that git does not ignore, tracked or not, with the hash of its
/// content as it is on disk (git's blob hash), read with a handful of git commands.
///
/// Fast because git's index already holds the hash of every tracked file that has not changed
/// since it was staged: only the files `git diff-files` reports (changed or deleted) and the
/// untracked ones are read and hashed (`git hash-object`). A deleted file is not listed.
public struct WorkingTreeFiles: Sendable {
    /// Path relative to the root → blob hash.
    public let hashes: [String: String]

    public init(hashes: [String: String]) {
        self.hashes = hashes
    }

    /// Reads the working tree of the git repository at `root`.
    public init(root: String) throws(CommandError) {
        var hashes: [String: String] = [:]
        for entry in Self.fields(try CommandRunner.output(["git", "ls-files", "--stage", "-z"], in: root)) {
            // "<mode> <hash> <stage>\t<path>"
            guard let tab = entry.firstIndex(of: "\t") else { continue }
            let head = entry[..<tab].split(separator: " ")
            guard head.count == 3 else { continue }
            hashes[String(entry[entry.index(after: tab)...])] = String(head[1])
        }
        let changed = Self.fields(try CommandRunner.output(["git", "diff-files", "--name-only", "-z"], in: root))
        let untracked = Self.fields(
            try CommandRunner.output(["git", "ls-files", "--others", "--exclude-standard", "-z"], in: root))
        var reread: [String] = []
        for path in Set(changed + untracked).sorted() {
            hashes[path] = nil
            if Self.isFile(root + "/" + path) { reread.append(path) }
        }
        for (path, hash) in try Self.contentHashes(of: reread, in: root) { hashes[path] = hash }
        self.hashes = hashes
    }

    /// git's blob hash of each of `paths` (relative to `root`, each an existing file) as it is on
    /// disk, whether git ignores it or not.
    public static func contentHashes(of paths: [String], in root: String) throws(CommandError) -> [String: String] {
        var hashes: [String: String] = [:]
        // In batches, to stay far below the system's limit on a command line's length.
        for start in stride(from: 0, to: paths.count, by: 200) {
            let batch = Array(paths[start..<min(start + 200, paths.count)])
            let output = try CommandRunner.output(["git", "hash-object", "--"] + batch, in: root)
            let lines = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
            guard lines.count == batch.count else {
                throw CommandError(command: ["git", "hash-object"], message: "expected \(batch.count) hashes")
            }
            for (path, hash) in zip(batch, lines) { hashes[path] = hash }
        }
        return hashes
    }

    /// Whether `path` is a regular file (or a link to one): a deleted file is not.
    public static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func fields(_ data: Data) -> [String] {
        data.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
    }
}
