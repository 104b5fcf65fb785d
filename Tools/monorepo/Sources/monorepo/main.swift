// monorepo: the repository's package graph from its manifests.
//
//   monorepo affected --base REV [--root DIR] [--e2e-runs FOLDER]...   packages a change selects, in dependency order
//   monorepo packages [--root DIR] [--e2e-runs FOLDER]...              every package, in dependency order
//   monorepo graph [--root DIR] [--e2e-runs FOLDER]... [--output FILE | --check FILE]
//
// `--e2e-runs` names a package whose built binary the end-to-end suite (Tests/) runs; the Makefile
// passes the folders it builds those binaries from. Usage errors exit 64.
import Foundation
import Monorepo

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("monorepo: " + message + "\n").utf8))
    exit(status)
}

let usage =
    "usage: monorepo affected --base REV | packages | graph [--output FILE | --check FILE]  [--root DIR] [--e2e-runs FOLDER]..."
var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage, status: 64) }
arguments.removeFirst()

var options: [String: String] = [:]
var endToEndRuns: [String] = []
while let name = arguments.first {
    arguments.removeFirst()
    guard ["--base", "--root", "--e2e-runs", "--output", "--check"].contains(name), let value = arguments.first,
        !value.isEmpty
    else { fail("unknown or incomplete option '\(name)'\n" + usage, status: 64) }
    arguments.removeFirst()
    if name == "--e2e-runs" { endToEndRuns.append(value) } else { options[name] = value }
}
let root = options["--root"] ?? FileManager.default.currentDirectoryPath

do {
    let workspace = try Workspace(root: root, endToEndRuns: endToEndRuns)
    switch command {
    case "packages":
        for package in workspace.packages { print(package.name) }
    case "affected":
        guard let base = options["--base"] else { fail("affected needs --base REV\n" + usage, status: 64) }
        let changed = try CommandRunner.changedFiles(since: base, in: root)
        for package in ChangeImpact.affected(by: changed, in: workspace) { print(package.name) }
    case "graph":
        var targets: [String: PackageTargets] = [:]
        // A scratch folder of our own, so a build holding a package's .build lock cannot stall us.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("monorepo-\(getpid())").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        for package in workspace.packages {
            let json = try CommandRunner.output(
                [
                    "swift", "package", "--package-path", package.relativePath, "--scratch-path",
                    scratch + "/" + package.name, "dump-package",
                ], in: root)
            targets[package.name] = try PackageTargets(dumpPackageJSON: json)
        }
        let dot = DependencyGraphDOT.render(workspace: workspace, targets: targets)
        if let check = options["--check"] {
            let committed = (try? String(contentsOfFile: root + "/" + check, encoding: .utf8)) ?? ""
            if let mismatch = GraphCheck.mismatch(committed: committed, current: dot) {
                fail(
                    "\(check) no longer matches the manifests (\(mismatch)): run `make graph` and commit both files",
                    status: 1)
            }
            print("\(check) matches the manifests")
        } else if let output = options["--output"] {
            try dot.write(toFile: root + "/" + output, atomically: true, encoding: .utf8)
        } else {
            print(dot, terminator: "")
        }
    default:
        fail("unknown command '\(command)'\n" + usage, status: 64)
    }
} catch let error as WorkspaceError {
    fail(error.description, status: 1)
} catch let error as CommandError {
    fail(error.description, status: 1)
} catch {
    fail("\(error)", status: 1)
}
