import Foundation

/// What `make lint` requires of the public-API baselines: each library module's current API is its
/// committed `api/<Module>.txt`, and no baseline is left for a module that is gone.
public enum APICheck {
    /// One block of lines per problem, empty when every baseline matches. A differing module's block
    /// lists the differences and the targets that use the module, with their owners.
    public static func problems(
        current: PublicAPI.Reading, root: String, targets: RepositoryTargets, ownership: Ownership?
    ) throws -> [[String]] {
        var problems: [[String]] = []
        for module in targets.libraryModules {
            if current.unbuilt.contains(module) {
                let folder = targets.workspace.package(named: module.package)?.relativePath ?? module.package
                problems.append(["\(module.target) (\(module.package)): not compared, \(folder) did not build (above)"])
                continue
            }
            let file = APIBaseline.path(of: module.target)
            guard let text = try? String(contentsOfFile: root + "/" + file, encoding: .utf8) else {
                problems.append(["\(module.target) (\(module.package)) has no baseline \(file): run `make api`"])
                continue
            }
            let baseline = try APIBaseline(module: module.target, text: text, file: file)
            let diff = APIDiff(baseline: baseline.declarations, current: current.api[module.target] ?? [])
            guard !diff.isEmpty else { continue }
            var lines = ["public API of \(module.target) (\(module.package)) differs from \(file) (\(diff.summary)):"]
            lines += diff.report
            lines.append("  its owners: " + owners(of: module, targets: targets, ownership: ownership))
            let consumers = targets.consumers(of: module)
            if consumers.isEmpty { lines.append("  used by no target of the repository") }
            for consumer in consumers {
                lines.append("  used by \(consumer): " + owners(of: consumer, targets: targets, ownership: ownership))
            }
            lines.append("  a change on purpose: `make api`, and commit \(file) with the code for its owners to review")
            problems.append(lines)
        }
        let modules = Set(targets.libraryModules.map(\.target))
        for module in APIBaseline.committedModules(root: root) where !modules.contains(module) {
            problems.append([
                "\(APIBaseline.path(of: module)) is the baseline of no library module: `make api` removes it"
            ])
        }
        return problems
    }

    private static func owners(
        of target: RepositoryTargets.Reference, targets: RepositoryTargets, ownership: Ownership?
    ) -> String {
        guard let ownership, let folder = targets.folder(of: target) else { return "(no OWNERS file)" }
        let owners = ownership.owners(of: folder + "/")
        return owners.isEmpty ? "(no owner)" : owners.joined(separator: " ")
    }
}
