import Foundation
import LayeringCheck
import Testing

@testable import Monorepo

@Suite struct DependencyGraphDOTTests {
    private static let workspacePackages = [
        WorkspacePackage(
            name: "Base", relativePath: "Packages/Base", kind: .library, layer: 0, dependencies: [],
            remoteDependencies: []),
        WorkspacePackage(
            name: "Lib", relativePath: "Packages/Lib", kind: .library, layer: 1, dependencies: ["Base"],
            remoteDependencies: []),
        WorkspacePackage(
            name: "app", relativePath: "Apps/app", kind: .app, layer: nil, dependencies: ["Base", "Lib"],
            remoteDependencies: ["swift-argument-parser"]),
    ]

    private static let targets: [String: PackageManifest] = [
        "Base": PackageManifest(
            targets: [.init(name: "Base", kind: "regular", dependencies: [])], products: ["Base": ["Base"]]),
        "Lib": PackageManifest(
            targets: [
                .init(name: "Lib", kind: "regular", dependencies: [.product("Base", package: "Base")]),
                .init(name: "LibTests", kind: "test", dependencies: [.byName("Lib")]),
            ], products: ["Lib": ["Lib"]]),
        "app": PackageManifest(
            targets: [
                .init(
                    name: "app", kind: "executable",
                    dependencies: [
                        .product("Lib", package: "Lib"), .product("Base", package: "Base"),
                        .product("ArgumentParser", package: "swift-argument-parser"),
                    ])
            ], products: ["app": ["app"]]),
    ]

    @Test func arrowsImpliedByALongerPathAreLeftOut() throws {
        let dot = DependencyGraphDOT.render(
            workspace: try Workspace(packages: Self.workspacePackages), targets: Self.targets)
        #expect(dot.contains("\"Base/Base\" -> \"Lib/Lib\";"))
        #expect(dot.contains("\"Lib/Lib\" -> \"app/app\";"))
        #expect(!dot.contains("\"Base/Base\" -> \"app/app\";"), "implied by Base → Lib → app")
        #expect(dot.contains("\"remote/swift-argument-parser\" -> \"app/app\";"))
        #expect(dot.contains("\"Lib/LibTests\" [label=\"LibTests\", style=\"rounded,dashed,filled\"];"))
    }

    @Test func theSameManifestsGiveTheSameTextAndANewDependencyChangesIt() throws {
        let workspace = try Workspace(packages: Self.workspacePackages)
        let first = DependencyGraphDOT.render(workspace: workspace, targets: Self.targets)
        #expect(first == DependencyGraphDOT.render(workspace: workspace, targets: Self.targets))
        #expect(GraphCheck.mismatch(committed: first, current: first) == nil)

        var changed = Self.targets
        changed["Base"] = PackageManifest(
            targets: [
                .init(name: "Base", kind: "regular", dependencies: []),
                .init(name: "Extra", kind: "regular", dependencies: []),
            ],
            products: ["Base": ["Base"]])
        let second = DependencyGraphDOT.render(workspace: workspace, targets: changed)
        let mismatch = try #require(GraphCheck.mismatch(committed: first, current: second))
        #expect(mismatch.contains("Extra"), "names the first differing line: \(mismatch)")
    }

    @Test func librariesSitInTheirLayerColumnAndAppsRightOfThem() throws {
        let columns = DependencyGraphDOT.columns(of: try Workspace(packages: Self.workspacePackages))
        #expect(columns == ["Base": 0, "Lib": 1, "app": 2])
    }

    @Test func theCommittedGraphMatchesThisRepositorysPackages() throws {
        let committed = try String(
            contentsOfFile: AffectedPackagesTests.root + "/docs/dependency-graph.dot", encoding: .utf8)
        let workspace = try Workspace(
            root: AffectedPackagesTests.root, endToEndRuns: [], reader: AffectedPackagesTests.reader)
        for package in workspace.packages {
            #expect(
                committed.contains("subgraph \"cluster_\(package.name)\""), "run make graph: \(package.name) is missing"
            )
        }
    }
}
