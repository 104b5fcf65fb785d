/// Which packages a set of changed files selects for testing.
///
/// The rule, in one place:
/// - documentation (`*.md`, anything under `docs/`, `LICENSE*`) selects nothing, nor do the files
///   only `make lint` reads: the public-API baselines (`api/`), `OWNERS` and `.github/CODEOWNERS`
///   (a baseline changes with the code it describes, which selects its package);
/// - a file inside a package selects that package and every package that depends on it;
/// - any other file (the Makefile, `.ci/`, `.github/`, `Tools/scripts/`, the scaffolding,
///   `.swift-format`, ...) can change how everything is built or checked, so it selects every package.
public enum ChangeImpact {
    /// The packages a change selects, and why, in words a person reads in a CI plan.
    public struct Selection: Sendable, Equatable {
        /// In the workspace's dependency order.
        public let packages: [WorkspacePackage]
        public let reason: String

        public init(packages: [WorkspacePackage], reason: String) {
            self.packages = packages
            self.reason = reason
        }
    }

    /// The selected packages, in the workspace's dependency order.
    public static func affected(by changedFiles: [String], in workspace: Workspace) -> [WorkspacePackage] {
        selection(by: changedFiles, in: workspace).packages
    }

    /// The selected packages and the reason for them.
    public static func selection(by changedFiles: [String], in workspace: Workspace) -> Selection {
        var changed: Set<String> = []
        for file in changedFiles.sorted() where !isDocumentation(file) && !isReadByLintOnly(file) {
            guard let package = workspace.package(containing: file) else {
                return Selection(packages: workspace.packages, reason: "\(file) is outside every package: everything")
            }
            changed.insert(package.name)
        }
        guard !changed.isEmpty else {
            let reason =
                changedFiles.isEmpty
                ? "nothing changed"
                : changedFiles.allSatisfy(isDocumentation)
                    ? "documentation only: nothing to test" : "documentation, baselines or owners only: nothing to test"
            return Selection(packages: [], reason: reason)
        }
        let selected = workspace.withDependents(of: changed)
        let packages = workspace.packages.filter { selected.contains($0.name) }
        let names = packages.map(\.name).filter(changed.contains).joined(separator: ", ")
        let dependents = selected.count - changed.count
        return Selection(
            packages: packages,
            reason: "changed: \(names)" + (dependents == 0 ? "" : "; and \(dependents) package(s) depending on them"))
    }

    /// Whether `path` is a public-API baseline or an owners file, which only `make lint` reads.
    public static func isReadByLintOnly(_ path: String) -> Bool {
        APIBaseline.module(ofPath: path) != nil || path == OwnersFile.path || path == CodeOwners.path
    }

    /// Whether `path` is documentation, which no build or test reads.
    public static func isDocumentation(_ path: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return path.hasPrefix("docs/") || file.hasSuffix(".md") || file.hasPrefix("LICENSE")
    }
}
