import Foundation
import LayeringCheck

/// The repository's packages and the dependencies between them, read from every `Package.swift`
/// under `Packages/*`, `Apps/*`, `Tools/*` and `Tests/` by SwiftPM, through the layering check's
/// `ManifestReader` (so the two tools cannot disagree on a manifest). Nothing here is a hand-kept
/// list: a new folder with a manifest is a new package.
public struct Workspace: Sendable {
    /// Every package, in dependency order: a package comes after everything it depends on; ties
    /// go first to packages without remote dependencies, then by kind (libraries in layer order,
    /// then apps, tools, the end-to-end suite), then name.
    ///
    /// Why remote last: `make` builds the packages into one shared build folder, and resolving a
    /// package there removes the checkouts of remote packages it does not use. Built last, the
    /// packages with remote dependencies (cli-app) sit next to the end-to-end suite that runs their
    /// binaries, so no package resolved in between makes their remote packages compile again.
    public let packages: [WorkspacePackage]
    /// Each package's manifest, by package name (none for a workspace built from packages already read).
    public let manifests: [String: PackageManifest]

    /// Builds the workspace from packages already read, and orders them.
    public init(packages: [WorkspacePackage], manifests: [String: PackageManifest] = [:]) throws(WorkspaceError) {
        self.packages = try Workspace.dependencyOrder(packages)
        self.manifests = manifests
    }

    /// Reads the repository at `root`.
    ///
    /// - Parameter endToEndRuns: folders (relative to `root`) of the packages whose built binaries
    ///   the end-to-end suite in `Tests/` runs. The suite's manifest cannot name them (it finds the
    ///   binaries at run time), so the caller passes the same list it builds the binaries from.
    /// - Parameter reader: reads the manifests (with its cache folder, if any).
    public init(root: String, endToEndRuns: [String] = [], reader: ManifestReader) throws(WorkspaceError) {
        var found: [WorkspacePackage] = []
        var folders: [(path: String, kind: WorkspacePackage.Kind)] = []
        for (top, kind) in [("Packages", WorkspacePackage.Kind.library), ("Apps", .app), ("Tools", .tool)] {
            for folder in Workspace.subfolders(of: root + "/" + top) {
                folders.append((top + "/" + folder, kind))
            }
        }
        if FileManager.default.fileExists(atPath: root + "/Tests/Package.swift") {
            folders.append(("Tests", .endToEnd))
        }
        let names = Dictionary(
            folders.map { ($0.path, Workspace.name(ofFolder: $0.path)) }, uniquingKeysWith: { first, _ in first })
        let manifests: [PackageManifest]
        do {
            manifests = try reader.read(packages: folders.map(\.path), root: root)
        } catch {
            throw .unreadableManifest(error.description)
        }
        for ((path, kind), manifest) in zip(folders, manifests) {
            var dependencies: [String] = []
            for local in manifest.localDependencies {
                let target = Workspace.normalize(path + "/" + local.path)
                guard let name = names[target] else {
                    throw .unknownLocalDependency(manifest: path + "/Package.swift", path: local.path)
                }
                dependencies.append(name)
            }
            if kind == .endToEnd {
                for run in endToEndRuns {
                    let folder = Workspace.normalize(run)
                    guard let name = names[folder] else { throw .unknownEndToEndPackage(path: run) }
                    dependencies.append(name)
                }
            }
            let remote = manifest.remoteDependencies.map { Workspace.remoteName($0.location) }
            let folderName = String(path.split(separator: "/").last ?? "")
            found.append(
                WorkspacePackage(
                    name: Workspace.name(ofFolder: path), relativePath: path, kind: kind,
                    layer: kind == .library ? Layer(libraryPackageFolder: folderName)?.rawValue : nil,
                    dependencies: Array(Set(dependencies)).sorted(), remoteDependencies: Array(Set(remote)).sorted()))
        }
        try self.init(
            packages: found,
            manifests: Dictionary(zip(found.map(\.name), manifests), uniquingKeysWith: { first, _ in first }))
    }

    /// The package named `name`.
    public func package(named name: String) -> WorkspacePackage? {
        packages.first { $0.name == name }
    }

    /// The package whose folder holds `path` (relative to the root), if any.
    public func package(containing path: String) -> WorkspacePackage? {
        packages.filter { $0.contains(path) }.max { $0.relativePath.count < $1.relativePath.count }
    }

    /// The names of `names` and of every package that depends on one of them, directly or not.
    public func withDependents(of names: Set<String>) -> Set<String> {
        var result = names
        var changed = true
        while changed {
            changed = false
            for package in packages where !result.contains(package.name) {
                if package.dependencies.contains(where: result.contains) {
                    result.insert(package.name)
                    changed = true
                }
            }
        }
        return result
    }

    /// The names of `names` and of every package they depend on, directly or not.
    public func withDependencies(of names: Set<String>) -> Set<String> {
        var result = names
        var pending = Array(names)
        while let name = pending.popLast() {
            for dependency in package(named: name)?.dependencies ?? [] where !result.contains(dependency) {
                result.insert(dependency)
                pending.append(dependency)
            }
        }
        return result
    }

    // MARK: - Private

    private static func name(ofFolder path: String) -> String {
        path == "Tests" ? "Tests" : String(path.split(separator: "/").last ?? Substring(path))
    }

    /// `hummingbird` for `https://github.com/hummingbird-project/hummingbird(.git)`.
    private static func remoteName(_ location: String) -> String {
        var last = String(location.split(separator: "/").last ?? Substring(location))
        if last.hasSuffix(".git") { last.removeLast(4) }
        return last
    }

    /// Resolves `.` and `..` in a relative path.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == "..", let last = parts.last, last != ".." {
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// Visible subfolders of `path` that hold a `Package.swift`, sorted.
    private static func subfolders(of path: String) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter {
            !$0.hasPrefix(".") && FileManager.default.fileExists(atPath: path + "/" + $0 + "/Package.swift")
        }
        .sorted()
    }

    /// Kahn's algorithm; among the packages ready at each step the first by remote dependencies
    /// (none first), kind, layer, name.
    private static func dependencyOrder(_ packages: [WorkspacePackage]) throws(WorkspaceError) -> [WorkspacePackage] {
        func key(_ package: WorkspacePackage) -> (Int, Int, Int, String) {
            (package.remoteDependencies.isEmpty ? 0 : 1, package.kind.rawValue, package.layer ?? Int.max, package.name)
        }
        var remaining = packages.sorted { key($0) < key($1) }
        var placed: Set<String> = []
        var ordered: [WorkspacePackage] = []
        let known = Set(packages.map(\.name))
        while !remaining.isEmpty {
            guard
                let next = remaining.firstIndex(where: { package in
                    package.dependencies.allSatisfy { placed.contains($0) || !known.contains($0) }
                })
            else { throw .dependencyCycle(packages: remaining.map(\.name)) }
            let package = remaining.remove(at: next)
            placed.insert(package.name)
            ordered.append(package)
        }
        return ordered
    }
}

/// Why the workspace could not be read.
public enum WorkspaceError: Error, Equatable, CustomStringConvertible {
    /// Why a manifest could not be read: the layering check's message, naming the file.
    case unreadableManifest(String)
    case unknownLocalDependency(manifest: String, path: String)
    case unknownEndToEndPackage(path: String)
    case dependencyCycle(packages: [String])

    public var description: String {
        switch self {
        case .unreadableManifest(let message): message
        case .unknownLocalDependency(let manifest, let path):
            "\(manifest) depends on \(path), which is not a package of this repository"
        case .unknownEndToEndPackage(let path): "\(path) is not a package of this repository"
        case .dependencyCycle(let packages):
            "the packages depend on each other in a cycle: \(packages.joined(separator: ", "))"
        }
    }
}
