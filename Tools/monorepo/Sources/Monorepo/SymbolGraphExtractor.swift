import Foundation

/// Runs `swift-symbolgraph-extract` on modules a `swift build` has already compiled: public and open
/// symbols only, without members a type only inherits (those belong to the module that declares them).
public struct SymbolGraphExtractor: Sendable {
    /// The build's products folder (`swift build --show-bin-path`), holding the `.swiftmodule` files.
    public let binPath: String
    /// The target triple the modules were compiled for.
    public let target: String

    /// `target` defaults to the one SwiftPM's folder names: `<scratch>/<triple>/debug`.
    public init(binPath: String, target: String? = nil) {
        self.binPath = binPath
        let parts = binPath.split(separator: "/")
        self.target = target ?? (parts.count >= 2 ? String(parts[parts.count - 2]) + Self.deploymentVersion : "")
    }

    /// `module`'s public API, read from the graphs the extractor writes into a temporary folder.
    public func declarations(of module: String, in root: String) throws -> [APIDeclaration] {
        let output = FileManager.default.temporaryDirectory.appendingPathComponent(
            "monorepo-api-\(module)-\(UUID().uuidString)"
        ).path
        try? FileManager.default.removeItem(atPath: output)
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: output) }
        do {
            _ = try CommandRunner.output(arguments(for: module, output: output), in: root)
        } catch {
            throw APIError.toolFailed("\(module): \(error.description)")
        }
        return try SymbolGraphAPI.declarations(ofModule: module, inFolder: output)
    }

    /// The extractor's command line: the build's module folder, its C modules' maps and its target.
    func arguments(for module: String, output: String) -> [String] {
        // SwiftPM 6 puts the modules in <bin>/Modules; older versions in <bin> itself.
        let modules = FileManager.default.fileExists(atPath: binPath + "/Modules") ? binPath + "/Modules" : binPath
        var arguments = [
            "swift-symbolgraph-extract", "-module-name", module, "-I", modules, "-I", binPath,
            "-minimum-access-level", "public", "-skip-synthesized-members", "-output-dir", output,
        ]
        if !target.isEmpty { arguments += ["-target", target] }
        for map in clangModuleMaps() { arguments += ["-Xcc", "-fmodule-map-file=" + map] }
        return arguments
    }

    /// The module maps SwiftPM wrote for the build's C targets (`<Target>.build/module.modulemap`).
    private func clangModuleMaps() -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: binPath)) ?? []
        return entries.sorted().filter { $0.hasSuffix(".build") }.map { binPath + "/" + $0 + "/module.modulemap" }
            .filter { FileManager.default.fileExists(atPath: $0) }
    }

    /// Apple triples carry the packages' deployment target (the manifests' `.macOS(.v15)`); Linux's none.
    #if os(macOS)
    private static let deploymentVersion = "15.0"
    #else
    private static let deploymentVersion = ""
    #endif
}
