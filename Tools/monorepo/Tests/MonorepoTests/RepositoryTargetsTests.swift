import LayeringCheck
import Testing

@testable import Monorepo

/// The library-module rule and who uses a module, across packages, on a hand-made repository.
@Suite struct RepositoryTargetsTests {
    private static func targets() throws -> RepositoryTargets {
        let workspace = try Workspace(packages: [
            WorkspacePackage(
                name: "Kit", relativePath: "Packages/Kit", kind: .library, layer: 0, dependencies: [],
                remoteDependencies: []),
            WorkspacePackage(
                name: "Features", relativePath: "Packages/Features", kind: .library, layer: 1,
                dependencies: ["Kit"], remoteDependencies: []),
            WorkspacePackage(
                name: "app", relativePath: "Apps/app", kind: .app, layer: nil, dependencies: ["Features", "Kit"],
                remoteDependencies: []),
        ])
        let manifests: [String: PackageManifest] = [
            "Kit": PackageManifest(
                targets: [
                    .init(name: "Kit", kind: "regular", dependencies: []),
                    .init(name: "KitTesting", kind: "regular", dependencies: [.byName("Kit")]),
                    .init(name: "KitTests", kind: "test", dependencies: [.byName("KitTesting")]),
                ], products: ["Kit": ["Kit"], "KitTesting": ["KitTesting"]], libraries: ["Kit", "KitTesting"]),
            "Features": PackageManifest(
                targets: [
                    .init(
                        name: "BlogFeatureInterface", kind: "regular", dependencies: [.product("Kit", package: "Kit")]),
                    .init(name: "BlogFeature", kind: "regular", dependencies: [.byName("BlogFeatureInterface")]),
                    .init(name: "HomeFeature", kind: "regular", dependencies: [.target("BlogFeatureInterface")]),
                    .init(name: "BlogPreview", kind: "executable", dependencies: [.byName("BlogFeature")]),
                ],
                products: [
                    "BlogFeatureInterface": ["BlogFeatureInterface"], "BlogFeature": ["BlogFeature"],
                    "HomeFeature": ["HomeFeature"], "preview-blog": ["BlogPreview"],
                ], libraries: ["BlogFeatureInterface", "BlogFeature", "HomeFeature"]),
            "app": PackageManifest(
                targets: [
                    .init(
                        name: "App", kind: "regular",
                        dependencies: [.product("BlogFeatureInterface", package: "Features"), .byName("Kit")],
                        path: "Sources/AppLibrary")
                ], products: ["app": ["App"]]),
        ]
        return RepositoryTargets(workspace: workspace, manifests: manifests)
    }

    @Test func everyTargetOfALibraryProductOfAPackagesLibraryIsAModule() throws {
        #expect(
            try Self.targets().libraryModules.map(\.target) == [
                "BlogFeature", "BlogFeatureInterface", "HomeFeature", "Kit", "KitTesting",
            ])
    }

    @Test func consumersAreFoundThroughProductsTargetsAndNames() throws {
        let targets = try Self.targets()
        let interface = RepositoryTargets.Reference(package: "Features", target: "BlogFeatureInterface")
        #expect(
            targets.consumers(of: interface).map(\.description) == [
                "Features/BlogFeature", "Features/HomeFeature", "app/App",
            ])
        #expect(
            targets.consumers(of: .init(package: "Kit", target: "Kit")).map(\.description) == [
                "Features/BlogFeatureInterface", "Kit/KitTesting", "app/App",
            ])
        #expect(targets.folder(of: .init(package: "app", target: "App")) == "Apps/app/Sources/AppLibrary")
        #expect(targets.folder(of: .init(package: "Kit", target: "KitTests")) == "Packages/Kit/Tests/KitTests")
        #expect(
            targets.transitiveDependencies(of: .init(package: "Features", target: "BlogFeature")).map(\.target)
                .sorted() == ["BlogFeatureInterface", "Kit"])
    }

    @Test func aReviewNamesTheConsumersAndTheirOwners() throws {
        let ownership = Ownership(
            try OwnersFile(
                text: """
                    * @shop/platform
                    Packages/Features/ @shop/app
                    feature:Blog @shop/blog
                    Apps/app/ @shop/app-team
                    """))
        let diff = APIDiff(
            baseline: [], current: [APIDeclaration(path: "probe()", declaration: "func probe()", identifier: "s:p")])
        let plan = ReviewPlan(
            changedFiles: ["api/BlogFeatureInterface.txt", "Makefile"],
            apiChanges: [APIChange(module: "BlogFeatureInterface", diff: diff)], ownership: ownership,
            targets: try Self.targets())
        let change = try #require(plan.apiChanges.first)
        #expect(change.added == ["probe(): func probe()"])
        #expect(change.consumers == ["Features/BlogFeature", "Features/HomeFeature", "app/App"])
        #expect(change.owners == ["@shop/blog", "@shop/app", "@shop/app-team"])
        #expect(plan.reviewers == ["@shop/app", "@shop/app-team", "@shop/blog", "@shop/platform"])
        #expect(plan.summary.contains("  used by: Features/BlogFeature, Features/HomeFeature, app/App"))
    }
}
