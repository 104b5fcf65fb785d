// monorepo: the repository's package graph from its manifests.
//
//   monorepo affected --base REV                 packages a change selects, in dependency order
//   monorepo packages                            every package, in dependency order
//   monorepo steps [--base REV] [--lint] [--kind KIND]...
//                                                the make steps that test them (TestSteps), in order
//   monorepo ci-plan [--base REV] [--shards N] [--times FILE]
//                                                the CI plan as JSON (every package without --base)
//   monorepo record-times [--times FILE] STEP=SECONDS...
//                                                writes measured step times into the step-times file
//   monorepo test-key STEP...                    for each of make test's steps: STEP, the unit it is
//                                                cached under, its key and its key without the
//                                                Package.resolved files (TestCacheKey), on one line
//   monorepo graph [--output FILE | --check FILE]
//   monorepo states --recordings DIR (--output DIR | --check DIR) [--lint]
//                                                the flows' state diagrams from a Features test run's
//                                                recordings, written or checked, with their coverage
//                                                (--lint: without current recordings, check cases only);
//                                                checking also fails a feature view without
//                                                `@ViewState var state` (ViewRecipe)
//   monorepo links                               every relative link and anchor in the Markdown resolves
//   monorepo timeless                            no date, clock time, commit hash, load average or
//                                                machine path in the docs (TimelessDocs)
//   monorepo api (--write | --check) --cache DIR [--build-arg ARG]... [--module NAME]...
//                                                every library module's public API (PublicAPI), written
//                                                into api/ or checked against it; ARGs go to `swift build`;
//                                                --module writes only those modules' baselines (the scaffold)
//   monorepo owners (--write | --check) [--cache DIR] | owners --add-feature NAME --owner OWNER
//                                                .github/CODEOWNERS from OWNERS, written or checked with
//                                                OWNERS itself (OwnersCheck); or a new feature's entry
//   monorepo review --base REV [--cache DIR]     whose review the change needs: API changes, owners
//   monorepo folders --package DIR --product NAME
//                                                the source folders the product is built from, one a
//                                                line (ProductFolders; make preview … WATCH=1 watches
//                                                them); an unknown product is a usage error
//
// The manifests are read by SwiftPM (the layering check's ManifestReader). ci-plan with --base also
// lists the public-API changes and the reviewers (ReviewPlan); --cache DIR keeps dumped manifests
// (and extracted APIs) between runs.
//
// Every command also takes [--root DIR] [--e2e-runs FOLDER]...: `--e2e-runs` names a package whose
// built binary the end-to-end suite (Tests/) runs; the Makefile passes the folders it builds those
// binaries from. KIND is library, app, tool or end-to-end. Usage errors exit 64. Only the result goes
// to standard output (scripts read it); messages go to standard error.
import Foundation
import LayeringCheck
import Monorepo

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data(("monorepo: " + message + "\n").utf8))
    exit(status)
}

let usage = """
    usage: monorepo affected --base REV | packages | steps [--base REV] [--lint] [--kind KIND]...
           | ci-plan [--base REV] [--shards N] [--times FILE] | record-times [--times FILE] STEP=SECONDS...
           | test-key STEP... | graph [--output FILE | --check FILE]
           | states --recordings DIR (--output DIR | --check DIR) [--lint]
           | links | timeless
           | api (--write | --check) --cache DIR [--build-arg ARG]... [--module NAME]...
           | owners (--write | --check) | owners --add-feature NAME --owner OWNER | review --base REV
           | folders --package DIR --product NAME
             each with [--root DIR] [--e2e-runs FOLDER]... [--cache DIR]
    """
let valued: Set<String> = [
    "--base", "--root", "--e2e-runs", "--output", "--check", "--shards", "--times", "--kind", "--recordings",
    "--cache", "--build-arg", "--add-feature", "--owner", "--module", "--package", "--product",
]
let flags: Set<String> = ["--lint", "--write"]
/// `--check` takes a file, except for `api` and `owners`, where it is a flag.
let checkIsFlag = ["api", "owners"].contains(CommandLine.arguments.dropFirst().first ?? "")
let kinds: [String: WorkspacePackage.Kind] = ["library": .library, "app": .app, "tool": .tool, "end-to-end": .endToEnd]

var arguments = Array(CommandLine.arguments.dropFirst())
guard let command = arguments.first else { fail(usage, status: 64) }
arguments.removeFirst()

var options: [String: String] = [:]
var present: Set<String> = []
var endToEndRuns: [String] = []
var buildArguments: [String] = []
var selectedModules: [String] = []
var selectedKinds: Set<WorkspacePackage.Kind> = []
var positional: [String] = []
while let name = arguments.first {
    arguments.removeFirst()
    if flags.contains(name) || (checkIsFlag && name == "--check") {
        present.insert(name)
        continue
    }
    guard name.hasPrefix("--") else {
        positional.append(name)
        continue
    }
    // debugDescription: the name quoted, with any control character escaped rather than sent to the terminal.
    guard valued.contains(name), let value = arguments.first, !value.isEmpty else {
        fail("unknown or incomplete option \(name.debugDescription)\n" + usage, status: 64)
    }
    arguments.removeFirst()
    switch name {
    case "--e2e-runs": endToEndRuns.append(value)
    case "--build-arg": buildArguments.append(value)
    case "--module": selectedModules.append(value)
    case "--kind":
        guard let kind = kinds[value] else {
            fail("--kind is one of \(kinds.keys.sorted().joined(separator: ", "))\n" + usage, status: 64)
        }
        selectedKinds.insert(kind)
    default: options[name] = value
    }
}
guard command == "record-times" || command == "test-key" || positional.isEmpty else {
    fail("unexpected argument \(positional[0].debugDescription)\n" + usage, status: 64)
}
let root = options["--root"] ?? FileManager.default.currentDirectoryPath
let timesPath = options["--times"] ?? StepTimes.defaultPath
/// An option's path, absolute or from the root.
@MainActor func inRoot(_ path: String) -> String { RepositoryPath.resolve(path, root: root) }

/// Reads every manifest, keeping the dumps in `--cache`.
let reader = ManifestReader(cacheFolder: options["--cache"].map(inRoot))
/// The commands that use no package graph (nor does `owners --add-feature`): an empty one spares
/// them reading every manifest.
let graphFree = ["states", "links", "timeless", "folders"].contains(command) || options["--add-feature"] != nil

do {
    let workspace =
        graphFree
        ? try Workspace(packages: []) : try Workspace(root: root, endToEndRuns: endToEndRuns, reader: reader)
    /// The packages `--base` selects, or every package without it.
    func selection() throws(CommandError) -> ChangeImpact.Selection {
        guard let base = options["--base"] else {
            return ChangeImpact.Selection(packages: workspace.packages, reason: "no base revision: every package")
        }
        return ChangeImpact.selection(by: try CommandRunner.changedFiles(since: base, in: root), in: workspace)
    }
    switch command {
    case "packages":
        for package in workspace.packages { print(package.name) }
    case "affected":
        guard options["--base"] != nil else { fail("affected needs --base REV\n" + usage, status: 64) }
        for package in try selection().packages { print(package.name) }
    case "steps":
        let packages = try selection().packages.filter { selectedKinds.isEmpty || selectedKinds.contains($0.kind) }
        for step in TestSteps.steps(of: packages, lint: present.contains("--lint")) { print(step) }
    case "ci-plan":
        let shards = options["--shards"].map { Int($0) } ?? 4
        guard let shards, (1...64).contains(shards) else {
            fail("--shards takes a whole number from 1 to 64\n" + usage, status: 64)
        }
        let times = try StepTimes(planningWith: options["--times"], root: root)
        let planner = ShardPlanner(workspace: workspace, times: times)
        let plan = CIPlan(
            base: options["--base"], selection: try selection(), planner: planner, shardCount: shards,
            stepTimes: timesPath, reviews: try reviewPlan(base: options["--base"], workspace: workspace))
        print(plan.json, terminator: "")
    case "record-times":
        var measured: [String: Double] = [:]
        for argument in positional {
            let parts = argument.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2, !parts[0].isEmpty, let seconds = Double(parts[1]), seconds >= 0, seconds.isFinite
            else { fail("record-times takes STEP=SECONDS, got \(argument.debugDescription)\n" + usage, status: 64) }
            measured[parts[0]] = seconds
        }
        let path = inRoot(timesPath)
        let known = Set(TestSteps.steps(of: workspace.packages))
        let updated = try StepTimes(contentsOf: path).updated(with: measured, known: known)
        try updated.json.write(toFile: path, atomically: true, encoding: .utf8)
        FileHandle.standardError.write(Data("step times: \(timesPath)\n".utf8))
    case "test-key":
        guard !positional.isEmpty else { fail("test-key needs one or more STEP\n" + usage, status: 64) }
        var units: [(step: String, unit: String, inputs: TestStepInputs)] = []
        for step in positional {
            let unit = TestSteps.cacheUnit(of: step)
            guard let inputs = TestStepInputs.of(unit: unit, in: workspace) else {
                fail("\(step.debugDescription) is not a step of make test\n" + usage, status: 64)
            }
            units.append((step, unit, inputs))
        }
        let files = try WorkingTreeFiles(root: root)
        let resolvedFiles = workspace.packages.map { $0.relativePath + "/Package.resolved" }
            .filter { WorkingTreeFiles.isFile(root + "/" + $0) }
        let resolved = try WorkingTreeFiles.contentHashes(of: resolvedFiles, in: root)
        let environment = try TestCacheEnvironment.current(root: root)
        for (step, unit, inputs) in units {
            let key = TestCacheKey(
                unit: unit, inputs: inputs, files: files, resolved: resolved, environment: environment)
            print("\(step) \(unit) \(key.key) \(key.sources)")
        }
    case "graph":
        let targets = workspace.manifests
        let dot = DependencyGraphDOT.render(workspace: workspace, targets: targets)
        if let check = options["--check"] {
            let committed = (try? String(contentsOfFile: inRoot(check), encoding: .utf8)) ?? ""
            if let mismatch = GraphCheck.mismatch(committed: committed, current: dot) {
                fail(
                    "\(check) no longer matches the manifests (\(mismatch)): run `make graph` and commit both files",
                    status: 1)
            }
            print("\(check) matches the manifests")
        } else if let output = options["--output"] {
            try dot.write(toFile: inRoot(output), atomically: true, encoding: .utf8)
        } else {
            print(dot, terminator: "")
        }
    case "states":
        try states()
    case "links":
        let dead = try MarkdownLinkCheck.reading(root: root).deadLinks()
        guard dead.isEmpty else {
            FileHandle.standardError.write(Data(dead.map { "\($0)\n" }.joined().utf8))
            fail("\(dead.count) dead link(s) in the Markdown", status: 1)
        }
        print("every relative link and anchor in the Markdown resolves")
    case "timeless":
        let found = try TimelessDocs.findings(root: root)
        guard found.isEmpty else {
            FileHandle.standardError.write(Data(found.map { "\($0)\n" }.joined().utf8))
            fail("docs say what is true now: history goes in commit messages, figures in docs/benchmarks.md", status: 1)
        }
        print("no dates, clock times, commit hashes, load averages or machine paths in the docs")
    case "api":
        try api(workspace: workspace)
    case "owners":
        try owners(workspace: workspace)
    case "folders":
        guard let package = options["--package"], let product = options["--product"] else {
            fail("folders needs --package DIR and --product NAME\n" + usage, status: 64)
        }
        let manifest = try reader.read(package: package, root: root)
        guard let folders = ProductFolders.of(product, in: manifest) else {
            fail(ProductFolders.unknown(product, in: manifest, package: package), status: 64)
        }
        for folder in folders { print(package + "/" + folder) }
    case "review":
        guard let base = options["--base"] else { fail("review needs --base REV\n" + usage, status: 64) }
        let plan = try reviewPlan(base: base, workspace: workspace)
        let selection = try selection()
        print("packages to test (\(selection.reason)): " + selection.packages.map(\.name).joined(separator: " "))
        for line in plan.summary { print(line) }
    default:
        fail("unknown command \(command.debugDescription)\n" + usage, status: 64)
    }
} catch let error as LayeringCheckError {
    fail(error.description, status: 1)
} catch let error as WorkspaceError {
    fail(error.description, status: 1)
} catch let error as CommandError {
    fail(error.description, status: 1)
} catch let error as StepTimesError {
    fail(error.description, status: 1)
} catch let error as StateDiagramError {
    fail(error.description, status: 1)
} catch let error as APIError {
    fail(error.description, status: 1)
} catch let error as OwnersError {
    fail(error.description, status: 1)
} catch {
    fail("\(error)", status: 1)
}

@MainActor
/// `states`: writes (`--output`) or checks (`--check`) the flows' diagrams from `--recordings`.
func states() throws(StateDiagramError) {
    guard let recordings = options["--recordings"], (options["--output"] == nil) != (options["--check"] == nil) else {
        fail("states needs --recordings DIR and one of --output DIR, --check DIR\n" + usage, status: 64)
    }
    let sources = try FeatureSourceFile.all(root: root)
    let flows = try StateFlow.all(in: sources)
    if let output = options["--output"] {
        let diagrams = StateDiagrams(flows: flows, recorded: try RecordedTransition.all(in: inRoot(recordings)))
        let written = try diagrams.write(into: inRoot(output))
        print(StateCoverageReport.table(diagrams.coverages))
        for failure in StateCoverageReport.failures(diagrams.coverages) {
            FileHandle.standardError.write(Data("warning: \(failure)\n".utf8))
        }
        FileHandle.standardError.write(Data("states: \(written.count) diagrams in \(output)\n".utf8))
        return
    }
    let check = options["--check"] ?? ""
    let offRecipe = ViewRecipe.violations(in: sources)
    guard offRecipe.isEmpty else { fail(offRecipe.joined(separator: "\n"), status: 1) }
    let committed = StateDiagrams.committed(in: inRoot(check))
    // Lint runs before the tests: it checks edges only with recordings newer than every Features file.
    if present.contains("--lint") {
        let newest = RecordedTransition.newestRecording(in: inRoot(recordings))
        let changed = StateDiagrams.newestFeaturesChange(root: root) ?? .distantFuture
        guard let newest, newest >= changed else {
            let problems = StateDiagrams.caseStaleness(flows: flows, committed: committed, folder: check)
            guard problems.isEmpty else {
                fail(problems.joined(separator: "\n") + "\nrun `make states` and commit \(check)", status: 1)
            }
            print("\(check): every flow drawn with its cases (transitions are checked after the Features tests)")
            return
        }
    }
    let diagrams = StateDiagrams(flows: flows, recorded: try RecordedTransition.all(in: inRoot(recordings)))
    let stale = diagrams.staleness(committed: committed, folder: check)
    let unreached = StateCoverageReport.failures(diagrams.coverages)
    print(StateCoverageReport.table(diagrams.coverages, details: false))
    fflush(nil)  // every stream: the table before the failures, which go to standard error
    guard stale.isEmpty && unreached.isEmpty else {
        var lines = unreached
        if !unreached.isEmpty { lines.append("every case of a feature's ViewState must be reached by a test") }
        lines += stale
        if !stale.isEmpty { lines.append("run `make states` and commit \(check)") }
        fail(lines.joined(separator: "\n"), status: 1)
    }
    print("\(check): every diagram matches the tests, every case reached")
}
