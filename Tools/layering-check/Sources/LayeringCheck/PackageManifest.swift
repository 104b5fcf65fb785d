/// What the layering check needs from a `Package.swift`: its targets and its dependencies.
public struct PackageManifest: Sendable, Hashable {
    /// A target declared with `.target(name:`, `.testTarget(name:`, `.executableTarget(name:`, ...
    public struct Target: Sendable, Hashable {
        public let name: String
        public let line: Int

        public init(name: String, line: Int) {
            self.name = name
            self.line = line
        }
    }

    /// A dependency declared with `.package(path:)`.
    public struct LocalDependency: Sendable, Hashable {
        public let path: String
        public let line: Int

        public init(path: String, line: Int) {
            self.path = path
            self.line = line
        }
    }

    /// A dependency declared with `.package(url:)` or from a registry with `.package(id:)`.
    public struct RemoteDependency: Sendable, Hashable {
        public let location: String
        public let line: Int

        public init(location: String, line: Int) {
            self.location = location
            self.line = line
        }
    }

    public var targets: [Target]
    public var localDependencies: [LocalDependency]
    public var remoteDependencies: [RemoteDependency]

    public init(
        targets: [Target] = [], localDependencies: [LocalDependency] = [], remoteDependencies: [RemoteDependency] = []
    ) {
        self.targets = targets
        self.localDependencies = localDependencies
        self.remoteDependencies = remoteDependencies
    }
}
