import Foundation
import Synchronization

/// The one way the repository's tools read a `Package.swift`: SwiftPM's own reading,
/// `swift package dump-package`, since target dependencies are built from Swift variables that no
/// text reading can follow. The text itself only points at lines (`ManifestLines`).
///
/// A dump costs a fraction of a second, so each manifest text is dumped once per reader (two
/// packages with the same text, as tests write them, share the dump), and with a cache folder once
/// per toolchain: kept under the hash of the toolchain's version and the text, and read again only
/// when either changes. The value holds no absolute path, so a cached one is right wherever the
/// package lies.
public final class ManifestReader: Sendable {
    /// One manifest text's reading, filled by the first reader of that text while the others wait.
    private final class Reading: Sendable {
        let manifest = Mutex<PackageManifest?>(nil)
    }

    /// What the cache folder keeps for a manifest text: the key in full, so a hash collision is a miss.
    private struct CacheEntry: Codable {
        let toolchain: String
        let manifest: String
        let package: PackageManifest
    }

    private let cacheFolder: String?
    private let readings = Mutex<[String: Reading]>([:])
    private let toolchain = Mutex<String?>(nil)

    /// A reader that keeps its dumps under `cacheFolder` (created when missing), or only in memory.
    public init(cacheFolder: String? = nil) {
        self.cacheFolder = cacheFolder
    }

    /// The manifest of the package in `folder`, relative to `root`; an error names
    /// `folder/Package.swift` and why SwiftPM could not read it.
    public func read(package folder: String, root: String) throws(LayeringCheckError) -> PackageManifest {
        let file = folder + "/Package.swift"
        guard let data = FileManager.default.contents(atPath: root + "/" + file) else {
            throw .unreadableFile(path: file, reason: "it does not exist or is not readable")
        }
        let text = String(decoding: data, as: UTF8.self)
        let reading = readings.withLock { readings in
            if let reading = readings[text] { return reading }
            let reading = Reading()
            readings[text] = reading
            return reading
        }
        return try reading.manifest.withLock { (manifest) throws(LayeringCheckError) -> PackageManifest in
            if let manifest { return manifest }
            let read = try load(text, file: file, root: root)
            manifest = read
            return read
        }
    }

    /// The manifests of the packages in `folders`, in their order, read side by side.
    public func read(packages folders: [String], root: String) throws(LayeringCheckError) -> [PackageManifest] {
        let results = Mutex<[Result<PackageManifest, LayeringCheckError>?]>(Array(repeating: nil, count: folders.count))
        DispatchQueue.concurrentPerform(iterations: folders.count) { index in
            let result = Result { () throws(LayeringCheckError) -> PackageManifest in
                try read(package: folders[index], root: root)
            }
            results.withLock { $0[index] = result }
        }
        var manifests: [PackageManifest] = []
        for case let result? in results.withLock({ $0 }) {
            manifests.append(try result.get())
        }
        return manifests
    }

    // MARK: - Private

    /// The manifest from the cache folder, or dumped (and then cached).
    private func load(_ text: String, file: String, root: String) throws(LayeringCheckError) -> PackageManifest {
        guard let cacheFolder, let toolchain = toolchainVersion() else { return try dump(text, file: file, root: root) }
        var key = ContentHash()
        key.add(toolchain)
        key.add(text)
        let path = cacheFolder + "/manifests/" + key.hex + ".json"
        if let data = FileManager.default.contents(atPath: path),
            let entry = try? JSONDecoder().decode(CacheEntry.self, from: data),
            entry.toolchain == toolchain, entry.manifest == text
        {
            return entry.package
        }
        let manifest = try dump(text, file: file, root: root)
        // A cache that cannot be written costs the next run a dump, nothing more.
        if let data = try? JSONEncoder().encode(CacheEntry(toolchain: toolchain, manifest: text, package: manifest)) {
            try? FileManager.default.createDirectory(
                atPath: cacheFolder + "/manifests", withIntermediateDirectories: true)
            try? data.write(to: URL(fileURLWithPath: path), options: .atomic)
        }
        return manifest
    }

    /// `swift package dump-package` of the package, with a scratch folder of its own, so that a build
    /// holding the package's `.build` lock cannot stall it, and without SwiftPM's manifest cache:
    /// this reader keeps its own readings, and that cache, one database in the user's cache folder,
    /// loses the writes of dumps run side by side and would only grow by the tests' throwaway packages.
    private func dump(_ text: String, file: String, root: String) throws(LayeringCheckError) -> PackageManifest {
        let folder = URL(fileURLWithPath: root + "/" + file).deletingLastPathComponent().path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "manifest-reader-\(UUID().uuidString)"
        ).path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let json: Data
        switch ExternalCommand.output([
            "swift", "package", "--package-path", folder, "--scratch-path", scratch, "--manifest-cache", "none",
            "dump-package",
        ]) {
        case .success(let data): json = data
        case .failure(let failure):
            throw .unreadableFile(path: file, reason: "SwiftPM cannot read it: " + failure.reason)
        }
        do {
            return try PackageManifest(dumpPackageJSON: json, manifest: text)
        } catch {
            throw .unreadableFile(path: file, reason: "swift package dump-package printed what this reader cannot read")
        }
    }

    /// `swift --version`'s text, asked once (`nil` when it fails: then nothing is cached): a dump
    /// cached by another toolchain is not reused.
    private func toolchainVersion() -> String? {
        toolchain.withLock { version in
            if version == nil, case .success(let data) = ExternalCommand.output(["swift", "--version"]) {
                version = String(decoding: data, as: UTF8.self)
            }
            return version
        }
    }
}
