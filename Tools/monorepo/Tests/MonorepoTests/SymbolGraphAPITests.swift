import Foundation
import Testing

@testable import Monorepo

/// Reading symbol-graph JSON: public and open only, extension files prefixed, a module with nothing an error.
@Suite struct SymbolGraphAPITests {
    private static let graph = """
        {"symbols": [
          {"identifier": {"precise": "s:1M3BoxV"}, "pathComponents": ["Box"], "accessLevel": "public",
           "declarationFragments": [{"spelling": "struct"}, {"spelling": " "}, {"spelling": "Box"}]},
          {"identifier": {"precise": "s:1M3BoxV4openyyF"}, "pathComponents": ["Box", "run()"], "accessLevel": "open",
           "declarationFragments": [{"spelling": "func run()"}]},
          {"identifier": {"precise": "s:1M3BoxV5innerSivp"}, "pathComponents": ["Box", "inner"],
           "accessLevel": "internal", "declarationFragments": [{"spelling": "var inner: Int"}]},
          {"identifier": {"precise": "s:1M3BoxVAASiRszE3sumSiyF"}, "pathComponents": ["Box", "sum()"],
           "accessLevel": "public", "declarationFragments": [{"spelling": "func sum() -> Int"}],
           "swiftExtension": {"extendedModule": "M", "constraints":
             [{"kind": "sameType", "lhs": "T", "rhs": "Int"}]}}
        ],
        "relationships": [
          {"kind": "conformsTo", "source": "s:1M3BoxV", "target": "s:s8SendableP", "targetFallback": "Swift.Sendable"},
          {"kind": "memberOf", "source": "s:1M3BoxV4openyyF", "target": "s:1M3BoxV"}
        ]}
        """

    @Test func publicAndOpenDeclarationsAndConformancesAreRead() throws {
        let api = try SymbolGraphAPI.declarations(inGraph: Data(Self.graph.utf8))
        #expect(
            api.sorted().map(\.line) == [
                "Box\tconforms to Swift.Sendable\ts:1M3BoxV: s:s8SendableP",
                "Box\tstruct Box\ts:1M3BoxV",
                "Box.run()\topen func run()\ts:1M3BoxV4openyyF",
                "Box.sum()\tfunc sum() -> Int (in extension where T == Int)\ts:1M3BoxVAASiRszE3sumSiyF",
            ])
    }

    @Test func aModuleFileAndItsExtensionFilesAreReadTogether() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("graphs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.graph.write(to: folder.appendingPathComponent("M.symbols.json"), atomically: true, encoding: .utf8)
        try Self.graph.write(
            to: folder.appendingPathComponent("M@Swift.symbols.json"), atomically: true, encoding: .utf8)
        try Self.graph.write(to: folder.appendingPathComponent("MX.symbols.json"), atomically: true, encoding: .utf8)
        let api = try SymbolGraphAPI.declarations(ofModule: "M", inFolder: folder.path)
        #expect(api.count == 8)
        #expect(api.contains { $0.path == "Swift.Box.run()" })
        #expect(throws: APIError.noSymbols(module: "Other")) {
            try SymbolGraphAPI.declarations(ofModule: "Other", inFolder: folder.path)
        }
    }
}
