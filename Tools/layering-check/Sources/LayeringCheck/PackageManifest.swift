/// What the repository's tools know of a `Package.swift`: SwiftPM's own reading of it
/// (`ManifestReader`), with the line each declaration is written on (`ManifestLines`).
///
/// It holds no absolute path (a local dependency is relative to the package's folder), so the same
/// manifest text gives the same value wherever the package lies, and can be cached by that text.
public struct PackageManifest: Sendable, Hashable, Codable {
    /// A target: `.target(name:`, `.testTarget(name:`, `.executableTarget(name:`, a macro, a plugin, ...
    public struct Target: Sendable, Hashable, Codable {
        /// A target's dependency as the manifest spells it.
        public enum Dependency: Sendable, Hashable, Codable {
            /// `"Name"`: a target of the same package, or else a product of that name.
            case byName(String)
            /// `.target(name:)`.
            case target(String)
            /// `.product(name:package:)`.
            case product(String, package: String?)
        }

        public let name: String
        /// SwiftPM's kind: `regular`, `test`, `executable`, `macro`, `plugin`, ...
        public let kind: String
        public let dependencies: [Dependency]
        /// Its folder relative to the package, as the manifest sets it (`path:`), or SwiftPM's default:
        /// `Tests/<name>` for a test target, `Sources/<name>` for any other.
        public let path: String
        /// The line of its `name: "…"` (1 when the manifest text does not spell it out).
        public let line: Int

        public init(name: String, kind: String, dependencies: [Dependency], path: String? = nil, line: Int = 1) {
            self.name = name
            self.kind = kind
            self.dependencies = dependencies
            self.path = path ?? (kind == "test" ? "Tests/" : "Sources/") + name
            self.line = line
        }
    }

    /// A dependency on a package on disk: `.package(path:)`.
    public struct LocalDependency: Sendable, Hashable, Codable {
        /// Its folder relative to the package's folder (`../Domain`).
        public let path: String
        /// The line of the path's string literal (1 when the manifest text does not spell it out).
        public let line: Int

        public init(path: String, line: Int) {
            self.path = path
            self.line = line
        }
    }

    /// A dependency on a remote package: `.package(url:)`, or from a registry, `.package(id:)`.
    public struct RemoteDependency: Sendable, Hashable, Codable {
        /// The URL or the registry identity.
        public let location: String
        /// The line of the location's string literal (1 when the manifest text does not spell it out).
        public let line: Int

        public init(location: String, line: Int) {
            self.location = location
            self.line = line
        }
    }

    /// The targets, in the manifest's order.
    public var targets: [Target]
    /// Each product's name and the targets it is made of.
    public var products: [String: [String]]
    /// The names of the products that are libraries (`.library`), not executables or plugins.
    public var libraries: Set<String>
    public var localDependencies: [LocalDependency]
    public var remoteDependencies: [RemoteDependency]

    public init(
        targets: [Target] = [], products: [String: [String]] = [:], libraries: Set<String> = [],
        localDependencies: [LocalDependency] = [], remoteDependencies: [RemoteDependency] = []
    ) {
        self.targets = targets
        self.products = products
        self.libraries = libraries
        self.localDependencies = localDependencies
        self.remoteDependencies = remoteDependencies
    }

    /// The target named `name`.
    public func target(named name: String) -> Target? {
        targets.first { $0.name == name }
    }

    /// The targets of this package that `target` names as dependencies, in the manifest's order: its
    /// own targets by `.target(name:)` or by name (a name no target has is a product's).
    public func localDependencies(of target: Target) -> [String] {
        target.dependencies.compactMap { dependency -> String? in
            switch dependency {
            case .target(let name): name
            case .byName(let name): self.target(named: name) != nil ? name : nil
            case .product: nil
            }
        }
    }
}
