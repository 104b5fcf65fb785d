/// Which packages a set of changed files selects for testing.
///
/// The rule, in one place:
/// - documentation (`*.md`, anything under `docs/`, `LICENSE*`) selects nothing;
/// - a file inside a package selects that package and every package that depends on it;
/// - any other file (the Makefile, `.ci/`, `Tools/scripts/`, the scaffolding, `.swift-format`, ...)
///   can change how everything is built or checked, so it selects every package.
public enum ChangeImpact {
    /// The selected packages, in the workspace's dependency order.
    public static func affected(by changedFiles: [String], in workspace: Workspace) -> [WorkspacePackage] {
        var changed: Set<String> = []
        for file in changedFiles where !isDocumentation(file) {
            guard let package = workspace.package(containing: file) else { return workspace.packages }
            changed.insert(package.name)
        }
        let selected = workspace.withDependents(of: changed)
        return workspace.packages.filter { selected.contains($0.name) }
    }

    /// Whether `path` is documentation, which no build or test reads.
    public static func isDocumentation(_ path: String) -> Bool {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return path.hasPrefix("docs/") || file.hasSuffix(".md") || file.hasPrefix("LICENSE")
    }
}
