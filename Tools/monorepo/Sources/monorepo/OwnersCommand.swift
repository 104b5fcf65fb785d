import Foundation
import Monorepo

/// `owners --write`: .github/CODEOWNERS from OWNERS. `owners --check`: OWNERS names an owner for every
/// package and feature, only paths that exist, and CODEOWNERS is current. `owners --add-feature NAME
/// --owner OWNER`: adds the feature's entry to OWNERS (the scaffold's hook).
@MainActor
func owners(workspace: Workspace) throws {
    if let feature = options["--add-feature"] {
        guard let owner = options["--owner"] else {
            fail("owners --add-feature needs --owner @org/team\n" + usage, status: 64)
        }
        try addFeature(feature, owner: owner)
        return
    }
    guard present.contains("--write") != present.contains("--check") else {
        fail("owners needs one of --write, --check, --add-feature NAME --owner OWNER\n" + usage, status: 64)
    }
    guard let ownership = try ownership() else { throw OwnersError.missing }
    let targets = RepositoryTargets(workspace: workspace, manifests: workspace.manifests)
    let codeOwners = CodeOwners.render(
        ownership, baselineOwners: CodeOwners.baselineOwners(ownership, targets: targets))
    if present.contains("--write") {
        try FileManager.default.createDirectory(
            atPath: inRoot(".github"), withIntermediateDirectories: true)
        try codeOwners.write(toFile: inRoot(CodeOwners.path), atomically: true, encoding: .utf8)
        note("owners: \(CodeOwners.path) written from \(OwnersFile.path) (commit both)")
        return
    }
    let file = try OwnersFile(text: try ownersText())
    var problems = OwnersCheck.problems(
        in: file, workspace: workspace, features: Feature.all(root: root), root: root)
    let committed = (try? String(contentsOfFile: inRoot(CodeOwners.path), encoding: .utf8)) ?? ""
    if let mismatch = GraphCheck.mismatch(committed: committed, current: codeOwners) {
        problems.append(
            "\(CodeOwners.path) does not match \(OwnersFile.path) and the manifests (\(mismatch)): run `make owners`")
    }
    guard problems.isEmpty else { fail(problems.joined(separator: "\n"), status: 1) }
    print("\(OwnersFile.path): every package and feature owned, every path there; \(CodeOwners.path) current")
}

/// Adds `feature:NAME OWNER` to OWNERS after the last feature entry (or at the end).
@MainActor
private func addFeature(_ name: String, owner: String) throws {
    guard OwnersFile.isOwner(owner) else {
        fail("\(owner.debugDescription) is not an owner: @org/team or @user", status: 64)
    }
    guard let text = try OwnersFile.text(try ownersText(), addingFeature: name, owner: owner) else {
        note("\(OwnersFile.path): feature:\(name) already has an owner; left as is")
        return
    }
    try text.write(toFile: inRoot(OwnersFile.path), atomically: true, encoding: .utf8)
    note("\(OwnersFile.path): added `feature:\(name) \(owner)`")
}

/// The OWNERS file's text; a missing file is an error.
@MainActor
func ownersText() throws(OwnersError) -> String {
    guard let text = try? String(contentsOfFile: inRoot(OwnersFile.path), encoding: .utf8) else { throw .missing }
    return text
}

/// Who owns what, or `nil` without an OWNERS file.
@MainActor
func ownership() throws(OwnersError) -> Ownership? {
    guard FileManager.default.fileExists(atPath: inRoot(OwnersFile.path)) else { return nil }
    return Ownership(try OwnersFile(text: try ownersText()))
}

/// A message on standard error.
func note(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
