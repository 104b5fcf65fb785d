import Foundation
import LayeringCheck

/// The current public API of the library modules, read from the modules the ordinary build compiles
/// (`SymbolGraphExtractor`) and cached under a hash of each module's inputs: its sources, the sources
/// of every repository target it depends on, their manifests, the toolchain and the build flags. Only
/// a module whose inputs changed is built and extracted again, so an unchanged tree costs no build.
public struct PublicAPI: Sendable {
    public let root: String
    public let targets: RepositoryTargets
    /// The cache folder (`<scratch>/monorepo-cache` from the Makefile).
    public let cache: String
    /// What `swift build` gets after `--package-path`: the Makefile's scratch path and flags, so the
    /// modules are the ones every other build uses.
    public let buildArguments: [String]
    /// The toolchain's version text (`Toolchain.version`).
    public let toolchain: String

    /// Raise it when the baseline format or what is extracted changes: every cached API is read again.
    static let formatVersion = "1"

    public init(root: String, targets: RepositoryTargets, cache: String, buildArguments: [String], toolchain: String) {
        self.root = root
        self.targets = targets
        self.cache = cache
        self.buildArguments = buildArguments
        self.toolchain = toolchain
    }

    /// What `current(of:log:)` read.
    public struct Reading: Sendable {
        /// Each module's API, by module name.
        public var api: [String: [APIDeclaration]] = [:]
        /// The modules whose package did not build (its output went to standard error): their API
        /// is unknown, and they are not in `api`.
        public var unbuilt: [RepositoryTargets.Reference] = []
    }

    /// The API of each of `modules`: from the cache where the inputs are unchanged, else built (each
    /// package with a changed module once) and extracted. A package that fails to build does not stop
    /// the others: their modules are still read. `log` hears what is rebuilt.
    public func current(of modules: [RepositoryTargets.Reference], log: (String) -> Void) throws -> Reading {
        var folderHashes: [RepositoryTargets.Reference: String] = [:]
        var reading = Reading()
        var stale: [(module: RepositoryTargets.Reference, key: String)] = []
        for module in modules {
            let key = inputsKey(of: module, folderHashes: &folderHashes)
            if let text = try? String(contentsOfFile: cacheFile(module.target, key), encoding: .utf8),
                let cached = try? APIBaseline(module: module.target, text: text, file: "cache")
            {
                reading.api[module.target] = cached.declarations
                // Marked as used: `store` keeps the most recently used few.
                try? FileManager.default.setAttributes(
                    [.modificationDate: Date()], ofItemAtPath: cacheFile(module.target, key))
            } else {
                stale.append((module, key))
            }
        }
        guard !stale.isEmpty else { return reading }
        log("public API: extracting \(stale.map(\.module.target).joined(separator: ", ")) (inputs changed)")
        let packages = Set(stale.map(\.module.package))
        var failed: Set<String> = []
        for package in targets.workspace.packages where packages.contains(package.name) {
            if !build(["--package-path", package.relativePath]) { failed.insert(package.name) }
        }
        let extractor = SymbolGraphExtractor(binPath: try binPath(of: stale[0].module.package))
        for (module, key) in stale {
            // Its package's failed build may have left an older module behind: not read.
            guard !failed.contains(module.package) else {
                reading.unbuilt.append(module)
                continue
            }
            let declarations = try extractor.declarations(of: module.target, in: root)
            reading.api[module.target] = declarations
            try store(APIBaseline(module: module.target, declarations: declarations), key: key)
        }
        return reading
    }

    /// The hash of everything `module`'s public API is made from.
    func inputsKey(
        of module: RepositoryTargets.Reference, folderHashes: inout [RepositoryTargets.Reference: String]
    ) -> String {
        var key = ContentHash()
        key.add(PublicAPI.formatVersion)
        key.add(toolchain)
        key.add(Self.argumentsShapingTheAPI(buildArguments).joined(separator: " "))
        var manifests: Set<String> = []
        for target in [module] + targets.transitiveDependencies(of: module).sorted() {
            if folderHashes[target] == nil {
                var folder = ContentHash()
                if let path = targets.folder(of: target) { folder.addFiles(under: path, root: root) }
                folderHashes[target] = folder.hex
            }
            key.add(target.description + " " + (folderHashes[target] ?? ""))
            if let package = targets.workspace.package(named: target.package) {
                manifests.insert(package.relativePath + "/Package.swift")
            }
        }
        for manifest in manifests.sorted() { key.addFiles(under: manifest, root: root) }
        return key.hex
    }

    /// `arguments` without the build folder's path: where a module is built does not change its API,
    /// so a copy of the tree sharing the cache (the tutorial check's) finds what this checkout extracted.
    static func argumentsShapingTheAPI(_ arguments: [String]) -> [String] {
        var shaping: [String] = []
        var isFolder = false
        for argument in arguments {
            if isFolder {
                isFolder = false
            } else if argument == "--scratch-path" {
                isFolder = true
            } else if !argument.hasPrefix("--scratch-path=") {
                shaping.append(argument)
            }
        }
        return shaping
    }

    private func cacheFile(_ module: String, _ key: String) -> String { cache + "/api/" + module + "-" + key + ".txt" }

    /// How many inputs' APIs are kept per module: a few, so that switching branches or undoing an
    /// edit finds the earlier one again.
    static let keptPerModule = 4

    /// Writes the module's API under its key and removes all but the most recently used few cached for it.
    private func store(_ baseline: APIBaseline, key: String) throws {
        let folder = cache + "/api"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try baseline.text.write(toFile: cacheFile(baseline.module, key), atomically: true, encoding: .utf8)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
            .filter { $0.hasPrefix(baseline.module + "-") }.map { folder + "/" + $0 }
        func modified(_ path: String) -> Date {
            ((try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date) ?? .distantPast
        }
        for old in files.sorted(by: { modified($0) > modified($1) }).dropFirst(PublicAPI.keptPerModule) {
            try? FileManager.default.removeItem(atPath: old)
        }
    }

    /// `swift build ARGUMENTS` with the Makefile's flags, its output on standard error; whether it built.
    private func build(_ arguments: [String]) -> Bool {
        let command = ["swift", "build"] + arguments + buildArguments
        return CommandRunner.status(command, in: root) == 0
    }

    private func binPath(of package: String) throws -> String {
        let folder = targets.workspace.package(named: package)?.relativePath ?? package
        let output = try CommandRunner.output(
            ["swift", "build", "--package-path", folder] + buildArguments + ["--show-bin-path"], in: root)
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
