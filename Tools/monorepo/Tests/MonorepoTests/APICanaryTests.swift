import Foundation
import Testing

@testable import Monorepo

/// The changes the public-API check exists for, on a tiny module compiled twice in a temporary
/// folder and read back through `swift-symbolgraph-extract`: an added, a removed and a changed
/// declaration, and a closure parameter that lost `@Sendable` with its printed declaration unchanged
/// otherwise.
@Suite struct APICanaryTests {
    private static let before = """
        public func kept() {}
        public func removed() {}
        public func changed(count: Int) {}
        public func observe(_ next: @escaping @Sendable () async -> Int) {}
        public struct Box: Sendable { public init() {} }
        extension String { public var shout: String { uppercased() } }
        """
    private static let after = """
        public func kept() {}
        public func added() {}
        public func changed(count: String) {}
        public func observe(_ next: @escaping () async -> Int) {}
        public struct Box: Sendable { public init() {} }
        extension String { public var shout: String { uppercased() } }
        """

    @Test func everyCanaryChangeIsReportedDeclarationByDeclaration() throws {
        let old = try Self.api(of: Self.before)
        let new = try Self.api(of: Self.after)
        let diff = APIDiff(baseline: old, current: new)

        #expect(diff.added.map(\.path) == ["added()"])
        #expect(diff.removed.map(\.path) == ["removed()"])
        #expect(diff.changed.map(\.new.path) == ["changed(count:)", "observe(_:)"])
        let observe = try #require(diff.changed.first { $0.new.path == "observe(_:)" })
        #expect(observe.old.declaration.contains("@Sendable"))
        #expect(!observe.new.declaration.contains("@Sendable"))
        // The identifier carries it too (`Yb` mangles @Sendable), for attributes the text may not print.
        #expect(observe.old.identifier != observe.new.identifier)
        #expect(observe.old.identifier.contains("Yb") && !observe.new.identifier.contains("Yb"))
    }

    @Test func extensionsOfOtherModulesAndConformancesArePartOfTheAPI() throws {
        let api = try Self.api(of: Self.before)
        #expect(api.contains { $0.path == "Swift.String.shout" && $0.declaration == "var shout: String { get }" })
        #expect(api.contains { $0.path == "Box" && $0.declaration == "conforms to Swift.Sendable" })
        #expect(APIDiff(baseline: api, current: api).isEmpty)
    }

    /// Compiles `source` as module `Canary` and reads its public API.
    private static func api(of source: String) throws -> [APIDeclaration] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("api-canary-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try source.write(to: folder.appendingPathComponent("Canary.swift"), atomically: true, encoding: .utf8)
        _ = try CommandRunner.output(
            [
                "swiftc", "-emit-module", "-module-name", "Canary", "-parse-as-library", "Canary.swift",
                "-emit-module-path", "Canary.swiftmodule",
            ], in: folder.path)
        let info = try CommandRunner.output(["swiftc", "-print-target-info"], in: folder.path)
        let target = try JSONDecoder().decode(TargetInfo.self, from: info).target.triple
        return try SymbolGraphExtractor(binPath: folder.path, target: target).declarations(
            of: "Canary", in: folder.path)
    }

    private struct TargetInfo: Decodable {
        struct Target: Decodable { let triple: String }
        let target: Target
    }
}
