/// One SwiftPM package of the repository, as the monorepo tools see it.
public struct WorkspacePackage: Sendable, Hashable {
    /// What kind of package it is, which decides where it sorts and how `make` tests it.
    public enum Kind: Int, Sendable, Hashable, Comparable {
        /// A library under `Packages/`.
        case library
        /// An app under `Apps/`.
        case app
        /// A tool under `Tools/`.
        case tool
        /// The end-to-end suite, `Tests/`.
        case endToEnd

        public static func < (lhs: Kind, rhs: Kind) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The name printed and used by `make test-<name>`: the folder name, or `Tests` for the suite.
    public let name: String
    /// The folder relative to the repository root, without a trailing slash.
    public let relativePath: String
    public let kind: Kind
    /// For a library, its place in the layering (`Foundation+Ext` is 0); `nil` otherwise.
    public let layer: Int?
    /// The names of the repository's packages this one depends on (its manifest's
    /// `.package(path:)` lines, and for the end-to-end suite the packages whose binaries it runs).
    public let dependencies: [String]
    /// The remote packages its manifest names, by the last part of their location (`hummingbird`).
    public let remoteDependencies: [String]

    public init(
        name: String, relativePath: String, kind: Kind, layer: Int?, dependencies: [String],
        remoteDependencies: [String]
    ) {
        self.name = name
        self.relativePath = relativePath
        self.kind = kind
        self.layer = layer
        self.dependencies = dependencies
        self.remoteDependencies = remoteDependencies
    }

    /// Whether `path` (relative to the repository root) lies inside this package's folder.
    public func contains(_ path: String) -> Bool {
        path.hasPrefix(relativePath + "/")
    }
}
