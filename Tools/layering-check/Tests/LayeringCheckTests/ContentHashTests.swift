import Foundation
import Testing

@testable import LayeringCheck

@Suite struct ContentHashTests {
    @Test func aFolderHashChangesWithAFileAndNotWithHiddenOnes() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("hash-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Sources/M", withIntermediateDirectories: true)
        try "public func f() {}".write(toFile: root + "/Sources/M/A.swift", atomically: true, encoding: .utf8)
        func hash() -> String {
            var hash = ContentHash()
            hash.addFiles(under: "Sources/M", root: root)
            return hash.hex
        }
        let first = hash()
        #expect(first.count == 16 && first == hash())
        try "x".write(toFile: root + "/Sources/M/.hidden", atomically: true, encoding: .utf8)
        #expect(hash() == first)
        try "public func g() {}".write(toFile: root + "/Sources/M/A.swift", atomically: true, encoding: .utf8)
        #expect(hash() != first)
        var split = ContentHash()
        split.add("ab")
        split.add("c")
        var other = ContentHash()
        other.add("a")
        other.add("bc")
        #expect(split.hex != other.hex)
    }
}
