import Foundation
import Monorepo

/// Whose review the change since `base` needs (`ReviewPlan`): the public-API changes read from the
/// committed baselines (no build), their consumers and owners, and the owners of every changed file.
@MainActor
func reviewPlan(base: String?, workspace: Workspace) throws -> ReviewPlan {
    guard let base else { return .none }
    let changed = try CommandRunner.changedFiles(since: base, in: root)
    let changes = try APIChange.between(base: base, changedFiles: changed, root: root)
    return ReviewPlan(
        changedFiles: changed, apiChanges: changes, ownership: try ownership() ?? Ownership(OwnersFile(text: "")),
        targets: RepositoryTargets(workspace: workspace, manifests: workspace.manifests))
}
