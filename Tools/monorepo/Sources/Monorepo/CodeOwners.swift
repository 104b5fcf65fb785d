/// `.github/CODEOWNERS`, generated from OWNERS: every rule, shortest pattern first (GitHub takes the
/// last match, so the most specific wins, as in `Ownership`), then each module's public-API baseline
/// owned by the module's owners and the owners of the targets that use it.
public enum CodeOwners {
    /// The file, from the repository root.
    public static let path = ".github/CODEOWNERS"

    /// The file's text. `baselineOwners`: each module's baseline owners, by module name.
    public static func render(_ ownership: Ownership, baselineOwners: [String: [String]]) -> String {
        var lines = [
            "# Generated from OWNERS by `make owners` (Tools/monorepo): edit OWNERS, not this file.",
            "# `make lint` checks that it is current.",
        ]
        for rule in ownership.rules {
            lines.append(pattern(rule.pattern) + " " + rule.owners.joined(separator: " "))
        }
        if !baselineOwners.isEmpty {
            lines.append("")
            lines.append("# Public-API baselines: the module's owners and its consumers' owners review a change.")
            for module in baselineOwners.keys.sorted() where !(baselineOwners[module] ?? []).isEmpty {
                lines.append(
                    "/" + APIBaseline.path(of: module) + " " + (baselineOwners[module] ?? []).joined(separator: " "))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The owners of each library module's baseline: its own, then its consumers', each once.
    public static func baselineOwners(_ ownership: Ownership, targets: RepositoryTargets) -> [String: [String]] {
        var result: [String: [String]] = [:]
        for module in targets.libraryModules {
            let folders = ([module] + targets.consumers(of: module)).compactMap { targets.folder(of: $0) }
            result[module.target] = ownership.owners(ofAll: folders.map { $0 + "/" })
        }
        return result
    }

    /// A rule's pattern as CODEOWNERS spells it: anchored at the root; a file-name prefix gets `*`.
    private static func pattern(_ pattern: String) -> String {
        if pattern.isEmpty { return "*" }
        return "/" + pattern + (pattern.hasSuffix(".") ? "*" : "")
    }
}
