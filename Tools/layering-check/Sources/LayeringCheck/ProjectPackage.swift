/// A SwiftPM package of the repository, under `Packages/` or `Apps/`.
public struct ProjectPackage: Sendable, Hashable {
    /// The folder name: `Domain`, `Foundation+Ext`, `cli-app`.
    public let name: String
    /// The folder relative to the repository root: `Packages/Domain`, `Apps/cli-app`.
    public let relativePath: String
    /// Its layer, or `nil` for a folder under `Packages/` that is not one of the layers.
    public let layer: Layer?
    /// Whether it is a library package (under `Packages/`), held to the toolchain-only rule.
    public let isLibraryPackage: Bool
    /// Its `Package.swift`, as SwiftPM reads it.
    public let manifest: PackageManifest
    /// The modules its targets define: the declared target names and the folders under
    /// `Sources/` and `Tests/`, spelled as `import` spells them.
    public let modules: Set<String>
    /// Its Swift files under `Sources/` and `Tests/`, relative to the repository root, sorted.
    public let sourceFiles: [String]

    public init(
        name: String, relativePath: String, layer: Layer?, isLibraryPackage: Bool, manifest: PackageManifest,
        modules: Set<String>, sourceFiles: [String]
    ) {
        self.name = name
        self.relativePath = relativePath
        self.layer = layer
        self.isLibraryPackage = isLibraryPackage
        self.manifest = manifest
        self.modules = modules
        self.sourceFiles = sourceFiles
    }

    /// The manifest's path relative to the repository root.
    public var manifestPath: String { relativePath + "/Package.swift" }

    /// The module name SwiftPM gives a target: characters that cannot appear in an identifier
    /// become `_` (`cli-app` is imported as `cli_app`).
    public static func moduleName(ofTarget target: String) -> String {
        var name = String(target.map { $0 == "_" || $0.isLetter || $0.isNumber ? $0 : "_" })
        if name.first?.isNumber == true { name = "_" + name }
        return name
    }

    /// Whether `file` belongs to a library (non-test) target: it lies under `Sources/`.
    public func isSourceFile(_ file: String) -> Bool {
        file.hasPrefix(relativePath + "/Sources/")
    }

    /// The target a file belongs to: the folder right under `Sources/` or `Tests/`.
    public func target(ofFile file: String) -> String? {
        let inPackage = file.dropFirst(relativePath.count + 1).split(separator: "/")
        guard inPackage.count >= 3, inPackage[0] == "Sources" || inPackage[0] == "Tests" else { return nil }
        return String(inPackage[1])
    }
}
