import Testing

@testable import Monorepo

/// The graph walk and ordering on hand-made workspaces.
@Suite struct WorkspaceTests {
    private func package(
        _ name: String, _ kind: WorkspacePackage.Kind = .library, layer: Int? = nil, uses: [String] = [],
        remote: [String] = []
    ) -> WorkspacePackage {
        let folder =
            switch kind {
            case .library: "Packages/"
            case .app: "Apps/"
            case .tool: "Tools/"
            case .endToEnd: ""
            }
        return WorkspacePackage(
            name: name, relativePath: kind == .endToEnd ? "Tests" : folder + name, kind: kind, layer: layer,
            dependencies: uses, remoteDependencies: remote)
    }

    @Test func packagesAreOrderedAfterTheirDependenciesWhateverTheirKind() throws {
        let workspace = try Workspace(packages: [
            package("Tests", .endToEnd, uses: ["app"]),
            package("app", .app, uses: ["Lib", "support"]),
            package("support", .tool),
            package("Lib", layer: 1, uses: ["Base"]),
            package("Base", layer: 0),
        ])
        #expect(workspace.packages.map(\.name) == ["Base", "Lib", "support", "app", "Tests"])
    }

    @Test func packagesWithRemoteDependenciesComeAsLateAsTheirDependentsAllow() throws {
        // As in the repository: the end-to-end suite runs app and server; a tool uses neither.
        let workspace = try Workspace(packages: [
            package("Tests", .endToEnd, uses: ["app", "server"]),
            package("app", .app, uses: ["Lib"], remote: ["swift-argument-parser"]),
            package("server", .tool, uses: ["Lib"], remote: ["swift-nio"]),
            package("bench", .tool, uses: ["Lib"]),
            package("Lib", layer: 0),
        ])
        #expect(workspace.packages.map(\.name) == ["Lib", "bench", "app", "server", "Tests"])
    }

    @Test func aCycleIsReportedNotLoopedOn() {
        #expect(throws: WorkspaceError.dependencyCycle(packages: ["A", "B"])) {
            try Workspace(packages: [package("A", layer: 0, uses: ["B"]), package("B", layer: 1, uses: ["A"])])
        }
    }

    @Test func dependentsAreFoundTransitively() throws {
        let workspace = try Workspace(packages: [
            package("A", layer: 0), package("B", layer: 1, uses: ["A"]), package("C", layer: 2, uses: ["B"]),
            package("D", layer: 3),
        ])
        #expect(workspace.withDependents(of: ["A"]) == ["A", "B", "C"])
        #expect(ChangeImpact.affected(by: ["Packages/B/Sources/B/x.swift"], in: workspace).map(\.name) == ["B", "C"])
        #expect(ChangeImpact.affected(by: ["Packages/BB/x.swift"], in: workspace).count == 4)
    }

    @Test func pathsAreNormalised() {
        #expect(Workspace.normalize("Apps/cli-app/../../Packages/Domain") == "Packages/Domain")
        #expect(Workspace.normalize("Tools/bench/./../../Packages/VSMKit/") == "Packages/VSMKit")
    }
}
