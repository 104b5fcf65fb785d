/// What one cached unit of `make test` reads: the folders whose files go into its key, and the
/// packages whose `Package.resolved` (ignored by git, so listed apart) pins what it builds.
///
/// A step reads its package's folder and those of every package it builds or runs: its
/// dependencies, direct or not, from the manifests (for the end-to-end suite they include the
/// packages whose binaries it runs). Some steps read more:
/// - `lint` and the monorepo tool's tests read the whole repository (every Swift file's format,
///   every manifest, the workflows, the committed diagrams), and so does the tutorial check;
/// - `states-check` runs the monorepo tool on `docs/states`;
/// - the tutorial check follows `docs/tutorial.md` in a copy of the whole repository, so it reads
///   every file, as lint does.
///
/// Every step also reads the files at the top of the repository other than documentation (the
/// Makefile, `.swift-format`, `.swift-version`, ...) and the scripts in `Tools/scripts`.
public struct TestStepInputs: Sendable, Equatable {
    /// Folders relative to the root, each ending in `/`; `nil` when the step reads every file.
    public let folders: [String]?
    /// The folders of the packages whose `Package.resolved` the step's builds use.
    public let packageFolders: [String]

    public init(folders: [String]?, packageFolders: [String]) {
        self.folders = folders
        self.packageFolders = packageFolders
    }

    /// The folder every step reads whole, besides the top-level files.
    public static let scripts = "Tools/scripts/"
    /// The steps that read every file of the repository.
    static let readingEverything: Set<String> = [TestSteps.lint, "test-monorepo", TestSteps.tutorialCheck]

    /// What the cached unit `unit` (see ``TestSteps/cacheUnit(of:)``) reads; `nil` for a step that
    /// is not one of `make test`'s.
    public static func of(unit: String, in workspace: Workspace) -> TestStepInputs? {
        if readingEverything.contains(unit) {
            return TestStepInputs(folders: nil, packageFolders: workspace.packages.map(\.relativePath))
        }
        guard let owner = workspace.packages.first(where: { TestSteps.steps(of: $0).contains(unit) }) else {
            return nil
        }
        var names = workspace.withDependencies(of: [owner.name])
        var extraFolders: [String] = []
        switch unit {
        case TestSteps.cacheUnit(of: TestSteps.statesCheck):
            extraFolders.append("docs/states/")
            names.formUnion(workspace.withDependencies(of: [TestSteps.monorepoPackage]))
        default: break
        }
        let packages = workspace.packages.filter { names.contains($0.name) }.map(\.relativePath)
        return TestStepInputs(
            folders: (packages.map { $0 + "/" } + extraFolders + [scripts]).sorted(), packageFolders: packages)
    }

    /// Whether the file at `path` (relative to the root) is an input.
    public func includes(_ path: String) -> Bool {
        guard let folders else { return true }
        if !path.contains("/") { return !ChangeImpact.isDocumentation(path) }
        return folders.contains { path.hasPrefix($0) }
    }
}
