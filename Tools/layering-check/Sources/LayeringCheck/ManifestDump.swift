import Foundation

extension PackageManifest {
    /// Reads the JSON `swift package dump-package` prints for the manifest whose text is `manifest`.
    ///
    /// SwiftPM prints a local dependency's folder as an absolute path; it becomes relative to the
    /// package's folder (the one SwiftPM read, `packageKind.root`), so the value does not depend on
    /// where the package lies. The text only points at lines (`ManifestLines`).
    public init(dumpPackageJSON data: Data, manifest: String) throws {
        let dump = try JSONDecoder().decode(ManifestDump.self, from: data)
        let lines = ManifestLines(manifest: manifest)
        let root = dump.packageKind?.root?.first
        var local: [LocalDependency] = []
        var remote: [RemoteDependency] = []
        for dependency in dump.dependencies ?? [] {
            if let written = dependency.fileSystem?.first?.path {
                let folder = ManifestDump.normalize(written)
                let path = root.map { ManifestDump.relativePath(of: folder, from: $0) } ?? folder
                let line = lines.line { literal in
                    literal == folder || root.map { ManifestDump.normalize($0 + "/" + literal) == folder } == true
                }
                local.append(LocalDependency(path: path, line: line))
            } else if let url = dependency.sourceControl?.first?.location.remote?.first?.urlString {
                remote.append(RemoteDependency(location: url, line: lines.line { $0 == url }))
            } else if let identity = dependency.registry?.first?.identity {
                // An identity's case does not matter (`Apple.Swift-Numerics` is `apple.swift-numerics`).
                remote.append(
                    RemoteDependency(location: identity, line: lines.line { $0.lowercased() == identity.lowercased() }))
            }
        }
        self.init(
            targets: dump.targets.map {
                Target(
                    name: $0.name, kind: $0.type, dependencies: $0.dependencies.map(\.value), path: $0.path,
                    line: lines.line(ofTarget: $0.name))
            },
            products: Dictionary(dump.products.map { ($0.name, $0.targets) }, uniquingKeysWith: { first, _ in first }),
            libraries: Set(dump.products.filter { $0.type.library != nil }.map(\.name)),
            localDependencies: local, remoteDependencies: remote)
    }
}

/// The shape of `swift package dump-package`'s JSON, only what is read.
private struct ManifestDump: Decodable {
    let packageKind: PackageKind?
    let dependencies: [PackageDependency]?
    let products: [Product]
    let targets: [DumpTarget]

    /// `{"root": ["/abs/path/of/the/package"]}`.
    struct PackageKind: Decodable {
        let root: [String]?
    }

    /// `{"fileSystem": [{"path": …}]}`, `{"sourceControl": [{"location": {"remote": [{"urlString": …}]}}]}`
    /// or `{"registry": [{"identity": …}]}`.
    struct PackageDependency: Decodable {
        struct FileSystem: Decodable {
            let path: String
        }

        struct SourceControl: Decodable {
            struct Location: Decodable {
                struct Remote: Decodable {
                    let urlString: String
                }

                let remote: [Remote]?
            }

            let location: Location
        }

        struct Registry: Decodable {
            let identity: String
        }

        let fileSystem: [FileSystem]?
        let sourceControl: [SourceControl]?
        let registry: [Registry]?
    }

    struct Product: Decodable {
        let name: String
        let targets: [String]
        let type: ProductType
    }

    /// `{"library": ["automatic"]}`, `{"executable": null}`, ...: only whether it is a library matters.
    struct ProductType: Decodable {
        let library: [String]?
    }

    struct DumpTarget: Decodable {
        let name: String
        let type: String
        let dependencies: [TargetDependency]
        let path: String?
    }

    /// `{"byName": ["X", null]}`, `{"target": ["X", null]}` or `{"product": ["X", "package", null, null]}`.
    struct TargetDependency: Decodable {
        let value: PackageManifest.Target.Dependency

        private enum Key: String, CodingKey {
            case byName, target, product
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: Key.self)
            if var fields = try? container.nestedUnkeyedContainer(forKey: .byName) {
                value = .byName(try fields.decode(String.self))
            } else if var fields = try? container.nestedUnkeyedContainer(forKey: .target) {
                value = .target(try fields.decode(String.self))
            } else if var fields = try? container.nestedUnkeyedContainer(forKey: .product) {
                let name = try fields.decode(String.self)
                value = .product(name, package: try fields.decodeIfPresent(String.self))
            } else {
                throw DecodingError.dataCorrupted(
                    .init(codingPath: decoder.codingPath, debugDescription: "unknown target dependency form"))
            }
        }
    }

    /// `target` relative to `base`, both absolute: `/r/Packages/Services` from `/r/Packages/Domain`
    /// is `../Services`.
    static func relativePath(of target: String, from base: String) -> String {
        let to = normalize(target).split(separator: "/")
        let from = normalize(base).split(separator: "/")
        var common = 0
        while common < min(to.count, from.count), to[common] == from[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// An absolute path without `.`, `..`, repeated or trailing slashes.
    static func normalize(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == ".." {
                if !parts.isEmpty { parts.removeLast() }
            } else {
                parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }
}
