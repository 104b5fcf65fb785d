import Foundation
import LayeringCheck

/// The package and target dependency graph as Graphviz DOT text, the same bytes for the same
/// manifests (everything sorted), so a committed copy can be compared as text.
///
/// Each package is a cluster of its targets; an arrow runs from a module to a module that uses it
/// (as in the README: `Foundation+Ext ─▶ Domain`), so the graph reads left to right. Packages
/// sit in columns by layer: a library in its layer's column, anything else right of all it uses.
/// Arrows implied by a longer path are left out. Test targets are dashed; remote packages are grey; the end-to-end suite's "runs" edges are dotted.
public enum DependencyGraphDOT {
    /// The DOT text for `workspace`, with each package's targets from `targets` (by package name).
    public static func render(workspace: Workspace, targets: [String: PackageManifest]) -> String {
        let columns = self.columns(of: workspace)
        var lines: [String] = [
            "// The package and target dependency graph, generated from the manifests by `make graph`",
            "// (Tools/monorepo). Do not edit: `make lint` fails when it no longer matches the manifests.",
            "digraph monorepo {",
            "  graph [rankdir=LR, newrank=true, nodesep=0.15, ranksep=0.8, fontname=\"Helvetica\", fontsize=12];",
            "  node [shape=box, style=\"rounded,filled\", fillcolor=white, fontname=\"Helvetica\", fontsize=10, height=0.3];",
            "  edge [color=\"#4a5a70\", arrowsize=0.5];",
        ]
        var edges = Set<Edge>()
        var remotes = Set<String>()
        var nodesByColumn: [Int: [String]] = [:]
        for package in workspace.packages {
            let packageTargets = targets[package.name] ?? PackageManifest()
            lines.append("  subgraph \(quote("cluster_" + package.name)) {")
            lines.append(
                "    label=\(quote(package.relativePath)); style=\"rounded,filled\"; color=\"#9aa8bb\"; fillcolor=\(quote(fill(package.kind)));"
            )
            for target in packageTargets.targets.sorted(by: { $0.name < $1.name }) {
                let id = node(package.name, target.name)
                let style = target.kind == "test" ? "rounded,dashed,filled" : "rounded,filled"
                let shape = target.kind == "executable" ? ", shape=component" : ""
                lines.append("    \(quote(id)) [label=\(quote(target.name)), style=\(quote(style))\(shape)];")
                if target.kind != "test" { nodesByColumn[columns[package.name] ?? 0, default: []].append(id) }
                for dependency in target.dependencies {
                    for source in sources(
                        of: dependency, in: package, packageTargets: packageTargets, workspace: workspace,
                        targets: targets, remotes: &remotes)
                    {
                        edges.insert(Edge(from: source, to: id))
                    }
                }
            }
            lines.append("  }")
        }
        var edgeLines: [String] = transitiveReduction(edges).sorted().map { "  \(quote($0.from)) -> \(quote($0.to));" }
        // The end-to-end suite runs the built executables of the packages it depends on.
        for package in workspace.packages where package.kind == .endToEnd {
            let suiteTargets = targets[package.name]?.targets ?? []
            for used in package.dependencies {
                for executable in (targets[used]?.targets ?? []) where executable.kind == "executable" {
                    for suite in suiteTargets {
                        edgeLines.append(
                            "  \(quote(node(used, executable.name))) -> \(quote(node(package.name, suite.name))) [style=dotted, label=\"runs\", fontsize=8];"
                        )
                    }
                }
            }
        }
        for remote in remotes.sorted() {
            lines.append(
                "  \(quote("remote/" + remote)) [label=\(quote(remote)), fillcolor=\"#e4e4e4\", color=\"#888888\", fontcolor=\"#444444\"];"
            )
        }
        for column in nodesByColumn.keys.sorted() {
            let members = (nodesByColumn[column] ?? []).sorted().map(quote).joined(separator: "; ")
            lines.append("  { rank=same; \(members); }")
        }
        lines += edgeLines
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// Each package's column: a library's layer, and never left of a package it depends on.
    static func columns(of workspace: Workspace) -> [String: Int] {
        var columns: [String: Int] = [:]
        let appsColumn = (workspace.packages.compactMap(\.layer).max() ?? 0) + 1
        for package in workspace.packages {  // dependency order: dependencies come first
            let floor =
                switch package.kind {
                case .library: package.layer ?? 0
                case .app: appsColumn
                case .tool, .endToEnd: 0
                }
            let afterDependencies = package.dependencies.compactMap { columns[$0] }.map { $0 + 1 }.max() ?? 0
            columns[package.name] = max(floor, afterDependencies)
        }
        return columns
    }

    /// One arrow: `from` is used by `to`.
    struct Edge: Hashable, Comparable {
        let from: String
        let to: String

        static func < (lhs: Edge, rhs: Edge) -> Bool { (lhs.from, lhs.to) < (rhs.from, rhs.to) }
    }

    /// The edges without those implied by a longer path (A→C when A→B→C exists): the picture keeps
    /// every reachability and loses the clutter of "everything uses Domain".
    static func transitiveReduction(_ edges: Set<Edge>) -> Set<Edge> {
        var next: [String: Set<String>] = [:]
        for edge in edges { next[edge.from, default: []].insert(edge.to) }
        func reachesByLongerPath(_ from: String, _ to: String) -> Bool {
            var stack = (next[from] ?? []).filter { $0 != to }.sorted()
            var seen = Set(stack)
            while let node = stack.popLast() {
                if node == to { return true }
                for following in next[node] ?? [] where seen.insert(following).inserted { stack.append(following) }
            }
            return false
        }
        return edges.filter { !reachesByLongerPath($0.from, $0.to) }
    }

    // MARK: - Private

    /// The nodes a dependency stands for: a target of the same package, a product's targets in a
    /// package of the repository, or a remote package.
    private static func sources(
        of dependency: PackageManifest.Target.Dependency, in package: WorkspacePackage, packageTargets: PackageManifest,
        workspace: Workspace, targets: [String: PackageManifest], remotes: inout Set<String>
    ) -> [String] {
        let ownTargets = Set(packageTargets.targets.map(\.name))
        switch dependency {
        case .target(let name):
            return [node(package.name, name)]
        case .byName(let name) where ownTargets.contains(name):
            return [node(package.name, name)]
        case .byName(let name):
            for used in package.dependencies {
                if let members = targets[used]?.products[name] { return members.map { node(used, $0) } }
            }
            return []
        case .product(let name, let packageName):
            let local = package.dependencies.first { used in
                packageName.map { $0.lowercased() == used.lowercased() } ?? (targets[used]?.products[name] != nil)
            }
            if let local, let members = targets[local]?.products[name] {
                return members.map { node(local, $0) }
            }
            guard let packageName else { return [] }
            remotes.insert(packageName)
            return ["remote/" + packageName]
        }
    }

    private static func node(_ package: String, _ target: String) -> String {
        package + "/" + target
    }

    private static func fill(_ kind: WorkspacePackage.Kind) -> String {
        switch kind {
        case .library: "#eaf1fb"
        case .app: "#e9f6ec"
        case .tool: "#fbf3e4"
        case .endToEnd: "#f6e9f3"
        }
    }

    private static func quote(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
