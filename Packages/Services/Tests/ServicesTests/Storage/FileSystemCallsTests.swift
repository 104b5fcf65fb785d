import Foundation
import ProcessTestSupport
import Testing

@testable import Services

/// The POSIX paths every durable file's call takes (its folder made, its bytes read).
@Suite struct FileSystemCallsTests {
    @Test func makeDirectoryCreatesMissingParentsAndAcceptsAnExistingFolder() throws {
        let directory = try TemporaryDirectory()
        let nested = directory.appending("a/b/c")
        try FileSystemCalls.makeDirectory(nested.path)
        try FileSystemCalls.makeDirectory(nested.path)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: nested.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    @Test func makeDirectoryRefusesAFileInTheWay() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.appending("file")
        try Data("x".utf8).write(to: blocker)
        #expect(throws: (any Error).self) { try FileSystemCalls.makeDirectory(blocker.path) }
        #expect(throws: (any Error).self) { try FileSystemCalls.makeDirectory(blocker.path + "/below") }
    }

    @Test func readFileGivesEveryByteOfAFileLargerThanOneRead() throws {
        let directory = try TemporaryDirectory()
        let file = directory.appending("big")
        let bytes = Data((0..<50_000).map { UInt8(truncatingIfNeeded: $0 &* 31) })
        try bytes.write(to: file)
        #expect(try FileSystemCalls.readFile(file.path) == bytes)
        try Data().write(to: file)
        #expect(try FileSystemCalls.readFile(file.path) == Data())
    }

    @Test func pathsAreJoinedWithOneSlash() {
        #expect(FileSystemCalls.path("cart.json", in: "/tmp/data") == "/tmp/data/cart.json")
        #expect(FileSystemCalls.path("cart.json", in: "/tmp/data/") == "/tmp/data/cart.json")
        #expect(FileSystemCalls.path("cart.json", in: "/") == "/cart.json")
        #expect(FileSystemCalls.lastComponent(of: "/tmp/data/cart.json") == "cart.json")
    }

    @Test func aMissingFileOrAMissingFolderReadsAsNil() throws {
        let directory = try TemporaryDirectory()
        #expect(try FileSystemCalls.readFile(directory.appending("none").path) == nil)
        #expect(try FileSystemCalls.readFile(directory.appending("no-folder/none").path) == nil)
        let file = directory.appending("file")
        try Data("x".utf8).write(to: file)
        #expect(try FileSystemCalls.readFile(file.path + "/below") == nil)
    }
}
