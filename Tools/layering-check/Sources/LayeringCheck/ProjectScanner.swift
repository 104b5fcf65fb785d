import Foundation

/// Finds the packages of a repository on disk and reads their manifests and source files.
public struct ProjectScanner: Sendable {
    /// The repository root, as given.
    public let root: String
    private let reader: ManifestReader

    /// A scanner of the repository at `root` reading manifests with `reader`.
    public init(root: String, reader: ManifestReader = ManifestReader()) {
        self.root = root
        self.reader = reader
    }

    /// Every folder `Packages/*` and `Apps/*` that holds a `Package.swift`, in layer order.
    public func packages() throws(LayeringCheckError) -> [ProjectPackage] {
        let packagesFolder = join(root, "Packages")
        let appsFolder = join(root, "Apps")
        guard isDirectory(packagesFolder) || isDirectory(appsFolder) else {
            throw .notARepositoryRoot(path: root)
        }
        var folders: [(path: String, name: String, layer: Layer?, isLibrary: Bool)] = []
        for folder in subfolders(of: packagesFolder) {
            folders.append(("Packages/" + folder, folder, Layer(libraryPackageFolder: folder), true))
        }
        for folder in subfolders(of: appsFolder) {
            folders.append(("Apps/" + folder, folder, .apps, false))
        }
        let manifests = try reader.read(packages: folders.map(\.path), root: root)
        let found = zip(folders, manifests).map { folder, manifest in
            package(
                at: folder.path, name: folder.name, layer: folder.layer, isLibrary: folder.isLibrary, manifest: manifest
            )
        }
        return found.sorted {
            ($0.layer?.rawValue ?? Int.max, $0.relativePath) < ($1.layer?.rawValue ?? Int.max, $1.relativePath)
        }
    }

    /// Every `.swift` file under `Tools/` and `Tests/` (the folders outside the layers), sorted,
    /// skipping hidden and build folders.
    public func swiftFilesOutsidePackages() -> [String] {
        ["Tools", "Tests"].filter { isDirectory(join(root, $0)) }.flatMap { swiftFiles(under: $0) }.sorted()
    }

    /// The text of a file given relative to the root; invalid UTF-8 is repaired, not refused.
    public func read(_ relativePath: String) throws(LayeringCheckError) -> String {
        let path = join(root, relativePath)
        guard let data = FileManager.default.contents(atPath: path) else {
            throw .unreadableFile(path: relativePath, reason: "it does not exist or is not readable")
        }
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Private

    private func package(
        at relativePath: String, name: String, layer: Layer?, isLibrary: Bool, manifest: PackageManifest
    ) -> ProjectPackage {
        var modules = Set(manifest.targets.map { ProjectPackage.moduleName(ofTarget: $0.name) })
        var sourceFiles: [String] = []
        for top in ["Sources", "Tests"] {
            let topPath = relativePath + "/" + top
            for targetFolder in subfolders(of: join(root, topPath), requiringManifest: false) {
                modules.insert(ProjectPackage.moduleName(ofTarget: targetFolder))
                sourceFiles += swiftFiles(under: topPath + "/" + targetFolder)
            }
        }
        return ProjectPackage(
            name: name, relativePath: relativePath, layer: layer, isLibraryPackage: isLibrary, manifest: manifest,
            modules: modules, sourceFiles: sourceFiles.sorted())
    }

    /// The sorted visible subfolders of `path` (with a `Package.swift` when asked).
    private func subfolders(of path: String, requiringManifest: Bool = true) -> [String] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return entries.filter { entry in
            !isSkipped(entry) && isDirectory(join(path, entry))
                && (!requiringManifest || FileManager.default.fileExists(atPath: join(path, entry, "Package.swift")))
        }.sorted()
    }

    /// Every `.swift` file under `relativeFolder`, skipping hidden and build folders.
    private func swiftFiles(under relativeFolder: String) -> [String] {
        var files: [String] = []
        var pending = [relativeFolder]
        while let folder = pending.popLast() {
            let entries = (try? FileManager.default.contentsOfDirectory(atPath: join(root, folder))) ?? []
            for entry in entries where !isSkipped(entry) {
                let relative = folder + "/" + entry
                if isDirectory(join(root, relative)) {
                    pending.append(relative)
                } else if entry.hasSuffix(".swift") {
                    files.append(relative)
                }
            }
        }
        return files
    }

    /// Hidden entries and build folders (`.build`, `.build-tsan`, `.swiftpm`) are not sources.
    private func isSkipped(_ entry: String) -> Bool {
        entry.hasPrefix(".")
    }

    private func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private func join(_ parts: String...) -> String {
        parts.dropFirst().reduce(parts.first ?? "") { path, part in
            path.hasSuffix("/") ? path + part : path + "/" + part
        }
    }
}
