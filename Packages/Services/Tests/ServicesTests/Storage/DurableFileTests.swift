import Foundation
import ProcessTestSupport
import Synchronization
import Testing

@testable import Services

@Suite struct DurableFileTests {
    private struct SimulatedCrash: Error {}
    private struct Refused: Error, Equatable {}

    private static let fixedDate = Date(timeIntervalSince1970: 1_800_000_000)

    private func file(_ directory: TemporaryDirectory) -> DurableFile {
        DurableFile(directory: directory.url, fileName: "state.json", now: { Self.fixedDate })
    }

    @Test func aMissingFileReadsAsNil() throws {
        let directory = try TemporaryDirectory()
        #expect(try file(directory).read() == nil)
    }

    @Test func aWriteIsWhatTheNextReadGets() throws {
        let directory = try TemporaryDirectory()
        try file(directory).write(Data("one".utf8))
        #expect(try DurableFile(directory: directory.url, fileName: "state.json").read() == Data("one".utf8))
        #expect(try directory.contents() == ["state.json", "state.json.lock"])
    }

    @Test func aWriteReplacesTheFileInsteadOfRewritingIt() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        try file.write(Data("old content".utf8))
        // A reader that opened the old file keeps all of it: the new bytes arrive as a new file
        // renamed over the old name, never written into the old one.
        let reader = try FileHandle(forReadingFrom: file.fileURL)
        defer { try? reader.close() }

        try file.write(Data("new".utf8))

        #expect(try reader.readToEnd() == Data("old content".utf8))
        #expect(try Data(contentsOf: file.fileURL) == Data("new".utf8))
        #expect(try directory.contents() == ["state.json", "state.json.lock"])
    }

    @Test func aCrashBetweenWriteAndRenameLeavesTheOldContent() throws {
        let directory = try TemporaryDirectory()
        try file(directory).write(Data("old".utf8))
        let flushed = Mutex<Data?>(nil)
        let crashing = DurableFile(
            directory: directory.url, fileName: "state.json",
            beforeReplacing: { temporary in
                #expect(temporary.lastPathComponent == ".state.json.tmp")
                let bytes = try Data(contentsOf: temporary)
                flushed.withLock { $0 = bytes }
                throw SimulatedCrash()
            })

        #expect {
            try crashing.write(Data("new".utf8))
        } throws: { error in
            guard case .writeFailed(let url, _) = error as? DurableFileError else { return false }
            return url == crashing.fileURL
        }
        #expect(flushed.withLock { $0 } == Data("new".utf8), "the new bytes were complete in the temporary file")
        #expect(try crashing.read() == Data("old".utf8))
        #expect(try directory.contents() == ["state.json", "state.json.lock"], "the temporary file is gone")
    }

    @Test func aTemporaryFileLeftByACrashedWriterIsReplacedByTheNextWrite() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        try file.write(Data("old".utf8))
        try Data("half of a longer text".utf8).write(to: directory.url.appendingPathComponent(".state.json.tmp"))

        #expect(try file.read() == Data("old".utf8))
        try file.write(Data("new".utf8))
        #expect(try file.read() == Data("new".utf8))
        #expect(try directory.contents() == ["state.json", "state.json.lock"])
    }

    @Test func aLinkLeftAtTheTemporaryNameIsRemovedNotFollowed() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        let elsewhere = directory.url.appendingPathComponent("elsewhere.txt")
        try Data("not the cart's".utf8).write(to: elsewhere)
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent(".state.json.tmp"), withDestinationURL: elsewhere)

        try file.write(Data("new".utf8))
        #expect(try file.read() == Data("new".utf8))
        #expect(try Data(contentsOf: elsewhere) == Data("not the cart's".utf8))
        #expect(try directory.contents() == ["elsewhere.txt", "state.json", "state.json.lock"])
    }

    @Test func updateReadsChangesAndWritesUnderOneLock() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        let first = try file.update { old in
            #expect(old == nil)
            return Data("1".utf8)
        }
        let second = try file.update { old in Data((String(decoding: old ?? Data(), as: UTF8.self) + "2").utf8) }
        #expect(first == Data("1".utf8))
        #expect(second == Data("12".utf8))
        #expect(try file.read() == Data("12".utf8))
    }

    @Test func aChangeThatThrowsWritesNothingAndItsErrorPassesThrough() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        try file.write(Data("kept".utf8))
        #expect(throws: Refused()) {
            try file.update { _ in throw Refused() }
        }
        #expect(try file.read() == Data("kept".utf8))
    }

    @Test func aBadFileIsMovedAsideUnderATimestampedNameThatNeverOverwrites() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        try Data("first".utf8).write(to: file.fileURL)
        let first = try file.moveAside(reason: "test")
        try Data("second".utf8).write(to: file.fileURL)
        let second = try file.withLock { try $0.moveAside(reason: "test") }

        #expect(first == directory.url.appendingPathComponent("state.json.corrupt-20270115T080000Z"))
        #expect(second == directory.url.appendingPathComponent("state.json.corrupt-20270115T080000Z-2"))
        #expect(try Data(contentsOf: first) == Data("first".utf8))
        #expect(try Data(contentsOf: second) == Data("second".utf8))
        #expect(try file.read() == nil)
    }

    @Test func movingAsideAMissingFileFailsNamingTheReason() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        #expect {
            try file.moveAside(reason: "not a cart")
        } throws: { error in
            guard case .moveAsideFailed(let url, let reason) = error as? DurableFileError else { return false }
            return url == file.fileURL && reason.hasPrefix("not a cart; moving it aside failed: ")
        }
    }

    @Test func aFileThatCannotBeReadIsAReadFailure() throws {
        let directory = try TemporaryDirectory()
        let file = file(directory)
        try FileManager.default.createDirectory(at: file.fileURL, withIntermediateDirectories: false)
        #expect {
            try file.read()
        } throws: { error in
            guard case .readFailed(let url, _) = error as? DurableFileError else { return false }
            return url == file.fileURL
        }
    }

    @Test func aDirectoryThatCannotBeCreatedIsAClearError() throws {
        let directory = try TemporaryDirectory()
        let blocker = directory.url.appendingPathComponent("not-a-directory")
        try Data("x".utf8).write(to: blocker)
        let file = DurableFile(directory: blocker.appendingPathComponent("state"), fileName: "state.json")
        #expect {
            try file.prepare()
        } throws: { error in
            guard case .directoryUnavailable(let url, _) = error as? DurableFileError else { return false }
            return url == file.directory
                && (error as? DurableFileError)?.localizedDescription.hasPrefix("cannot store files in") == true
        }
        #expect(throws: DurableFileError.self) { try file.write(Data()) }
    }

    @Test func timestampsAreCompactUTC() {
        #expect(DurableFile.timestamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
        #expect(DurableFile.timestamp(Date(timeIntervalSince1970: 1_800_000_000)) == "20270115T080000Z")
    }
}
