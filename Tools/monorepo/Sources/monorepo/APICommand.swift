import Foundation
import Monorepo

/// `api --write`: every library module's baseline written into api/ (and the baselines of modules
/// that are gone removed); with `--module`, only those modules' baselines, so a scaffolded feature
/// does not extract every other module's API. `api --check`: fails on any module whose API differs
/// from its baseline.
@MainActor
func api(workspace: Workspace) throws {
    guard present.contains("--write") != present.contains("--check"),
        let cache = options["--cache"]
    else {
        fail("api needs --cache DIR and one of --write, --check\n" + usage, status: 64)
    }
    guard selectedModules.isEmpty || present.contains("--write") else {
        fail("api --check checks every module; --module goes with --write\n" + usage, status: 64)
    }
    let targets = RepositoryTargets(workspace: workspace, manifests: workspace.manifests)
    var modules = targets.libraryModules
    if !selectedModules.isEmpty {
        let known = Set(modules.map(\.target))
        if let unknown = selectedModules.first(where: { !known.contains($0) }) {
            fail("no library module \(unknown.debugDescription)\n" + usage, status: 64)
        }
        modules = modules.filter { selectedModules.contains($0.target) }
    }
    let reader = PublicAPI(
        root: root, targets: targets, cache: inRoot(cache), buildArguments: buildArguments,
        toolchain: try Toolchain.version(in: root))
    let current = try reader.current(of: modules) { note($0) }
    if present.contains("--write") {
        try FileManager.default.createDirectory(
            atPath: inRoot(APIBaseline.folder), withIntermediateDirectories: true)
        var written = 0
        for module in modules {
            guard let declarations = current.api[module.target] else { continue }
            let baseline = APIBaseline(module: module.target, declarations: declarations)
            let path = inRoot(APIBaseline.path(of: module.target))
            if (try? String(contentsOfFile: path, encoding: .utf8)) != baseline.text {
                try baseline.text.write(toFile: path, atomically: true, encoding: .utf8)
                written += 1
            }
        }
        let known = Set(modules.map(\.target))
        for module in APIBaseline.committedModules(root: root) where selectedModules.isEmpty && !known.contains(module)
        {
            try FileManager.default.removeItem(atPath: inRoot(APIBaseline.path(of: module)))
            note("removed \(APIBaseline.path(of: module)): no library module \(module)")
        }
        note(
            "api: \(modules.count) baselines in \(APIBaseline.folder)/, \(written) rewritten (commit them with the code)"
        )
        guard current.unbuilt.isEmpty else {
            fail(
                "not written, their package did not build (above): "
                    + current.unbuilt.map(\.target).joined(separator: ", "), status: 1)
        }
        return
    }
    let problems = try APICheck.problems(current: current, root: root, targets: targets, ownership: try ownership())
    guard problems.isEmpty else { fail(problems.map { $0.joined(separator: "\n") }.joined(separator: "\n"), status: 1) }
    print("\(modules.count) library modules: public API as in \(APIBaseline.folder)/")
}
