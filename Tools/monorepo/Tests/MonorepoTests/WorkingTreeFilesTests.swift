import Foundation
import Testing

@testable import Monorepo

/// The working tree's files and their content hashes, read from a small repository made here.
@Suite struct WorkingTreeFilesTests {
    @Test func everyFileGitDoesNotIgnoreWithItsContentAsOnDisk() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("tree-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: root + "/sub", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        func write(_ path: String, _ text: String) throws {
            try text.write(toFile: root + "/" + path, atomically: false, encoding: .utf8)
        }
        _ = try CommandRunner.output(["git", "init", "-q"], in: root)
        for (path, text) in [
            ("kept.txt", "kept"), ("sub/edited.txt", "before"), ("deleted.txt", "gone"), (".gitignore", "*.log\n"),
        ] {
            try write(path, text)
        }
        _ = try CommandRunner.output(["git", "add", "."], in: root)
        try write("sub/edited.txt", "after")
        try write("untracked.txt", "new")
        try write("ignored.log", "noise")
        try FileManager.default.removeItem(atPath: root + "/deleted.txt")

        let files = try WorkingTreeFiles(root: root)
        #expect(files.hashes.keys.sorted() == [".gitignore", "kept.txt", "sub/edited.txt", "untracked.txt"])
        // git's blob hashes of "kept" and of "after": the edit on disk, not the staged "before".
        #expect(files.hashes["kept.txt"] == "1cff52e8f9895f9fc09c3ba990196819913e9c83")
        #expect(files.hashes["sub/edited.txt"] == "5c80f32d7908f9c0730c009c70915ab560722778")
        #expect(try WorkingTreeFiles.contentHashes(of: ["ignored.log"], in: root).count == 1, "ignored, yet hashable")
    }
}
