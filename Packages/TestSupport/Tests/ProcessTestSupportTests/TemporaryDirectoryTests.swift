import Foundation
import ProcessTestSupport
import Testing

struct TemporaryDirectoryTests {
    @Test func eachIsAFreshEmptyFolderOfItsOwn() throws {
        let first = try TemporaryDirectory(prefix: "tmp-test")
        let second = try TemporaryDirectory(prefix: "tmp-test")
        #expect(first.path != second.path)
        #expect(first.url.lastPathComponent.hasPrefix("tmp-test-"))
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: first.path, isDirectory: &isDirectory))
        #expect(isDirectory.boolValue)
        #expect(try FileManager.default.contentsOfDirectory(atPath: first.path).isEmpty)
        #expect(first.appending("a/b").path == first.path + "/a/b")
    }

    @Test func theFolderAndWhatIsInItGoWithTheLastReference() throws {
        var directory: TemporaryDirectory? = try TemporaryDirectory()
        let path = try #require(directory).path
        let nested = try #require(directory).appending("nested")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data("x".utf8).write(to: nested.appendingPathComponent("file"))
        directory = nil
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
