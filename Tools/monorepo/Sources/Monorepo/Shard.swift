/// One CI runner's share of a plan: some of the selected packages, and the make steps that test
/// them, in dependency order, run one after another in a fresh clone.
public struct Shard: Sendable, Equatable, Encodable {
    /// 1, 2, ...: shards are numbered in the dependency order of their first package.
    public let index: Int
    /// The packages this shard tests, in dependency order.
    public let packages: [String]
    /// The make targets to run, in order: each package's steps (`TestSteps`), dependencies first.
    public let steps: [String]
    /// The recorded times of `steps`, added up.
    public let stepSeconds: Int
    /// Packages outside the shard that its steps compile all the same (SwiftPM builds what a package
    /// uses), in dependency order.
    public let alsoBuilds: [String]
    /// An estimate of compiling `alsoBuilds`: each one's build step time (`TestSteps.buildStep`). For
    /// a library that step also builds and runs its tests, so this is an upper bound.
    public let dependencySeconds: Int
    /// What the shard should take on the machine that recorded the times: `stepSeconds +
    /// dependencySeconds`.
    public let predictedSeconds: Int
    /// Steps with no recorded time, counted at the mean of the recorded ones: the shard's own, and
    /// the build steps standing for `alsoBuilds`.
    public let untimedSteps: [String]

    public init(
        index: Int, packages: [String], steps: [String], stepSeconds: Int, alsoBuilds: [String],
        dependencySeconds: Int, untimedSteps: [String]
    ) {
        self.index = index
        self.packages = packages
        self.steps = steps
        self.stepSeconds = stepSeconds
        self.alsoBuilds = alsoBuilds
        self.dependencySeconds = dependencySeconds
        self.predictedSeconds = stepSeconds + dependencySeconds
        self.untimedSteps = untimedSteps
    }
}
