import Foundation

/// Every package's targets and products, from `swift package dump-package` (SwiftPM's own reading of
/// the manifest). A dump costs about a second per package, so with a cache folder each is kept
/// under the hash of its manifest's text and the toolchain's version, and read again only when
/// either changes.
public enum PackageManifests {
    /// The targets of every package of `workspace`, by package name.
    public static func read(
        _ workspace: Workspace, root: String, cache: String?
    ) throws -> [String: PackageTargets] {
        // A scratch folder of our own, so a build holding a package's .build lock cannot stall us.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("monorepo-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let version = cache == nil ? "" : try Toolchain.version(in: root)
        var result: [String: PackageTargets] = [:]
        for package in workspace.packages {
            var key = ContentHash()
            key.add(version)
            key.addFiles(under: package.relativePath + "/Package.swift", root: root)
            let cached = cache.map { $0 + "/manifests/" + package.name + "-" + key.hex + ".json" }
            if let cached, let data = FileManager.default.contents(atPath: cached),
                let targets = try? PackageTargets(dumpPackageJSON: data)
            {
                result[package.name] = targets
                continue
            }
            let json = try CommandRunner.output(
                [
                    "swift", "package", "--package-path", package.relativePath, "--scratch-path",
                    scratch + "/" + package.name, "dump-package",
                ], in: root)
            result[package.name] = try PackageTargets(dumpPackageJSON: json)
            if let cached {
                try FileManager.default.createDirectory(
                    atPath: (cached as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
                try json.write(to: URL(fileURLWithPath: cached), options: .atomic)
            }
        }
        return result
    }
}
