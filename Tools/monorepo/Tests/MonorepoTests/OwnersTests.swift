import Foundation
import Testing

@testable import Monorepo

/// OWNERS: reading it, who owns a path, what lint requires of it, and the CODEOWNERS it generates.
@Suite struct OwnersTests {
    private static let text = """
        # comment
        *                       @shop/platform
        Packages/Domain/        @shop/domain   # trailing comment
        Packages/Features/      @shop/app
        feature:Blog            @shop/blog @alice
        """

    @Test func entriesAreReadAndMalformedOnesNamedByLine() throws {
        let file = try OwnersFile(text: Self.text)
        #expect(
            file.entries.map(\.subject) == [
                .everything, .path("Packages/Domain/"), .path("Packages/Features/"), .feature("Blog"),
            ])
        #expect(file.entries.last?.owners == ["@shop/blog", "@alice"])
        #expect(throws: OwnersError.noOwner(line: 2, subject: "Tools/")) { try OwnersFile(text: "\nTools/\n") }
        #expect(throws: OwnersError.malformedOwner(line: 1, owner: "shop/team")) {
            try OwnersFile(text: "Tools/ shop/team")
        }
        #expect(!OwnersFile.isOwner("@a/b/c") && !OwnersFile.isOwner("@") && OwnersFile.isOwner("@vsm-shop/blog-team"))
    }

    @Test func aNewFeatureIsAddedAfterTheLastFeatureOnce() throws {
        let added = try #require(
            try OwnersFile.text(Self.text + "\nTools/ @shop/tools\n", addingFeature: "Wish", owner: "@shop/wish"))
        let lines = added.split(separator: "\n").map(String.init)
        #expect(lines[lines.count - 3] == "feature:Blog            @shop/blog @alice")
        #expect(lines[lines.count - 2] == "feature:Wish @shop/wish")
        #expect(try OwnersFile.text(added, addingFeature: "Wish", owner: "@shop/other") == nil)
        #expect(throws: OwnersError.malformedOwner(line: 0, owner: "wish-team")) {
            try OwnersFile.text(added, addingFeature: "Gift", owner: "wish-team")
        }
    }

    @Test func theMostSpecificEntryOwnsAPath() throws {
        let ownership = Ownership(try OwnersFile(text: Self.text))
        #expect(ownership.owners(of: "Makefile") == ["@shop/platform"])
        #expect(ownership.owners(of: "Packages/Domain/Sources/Domain/Product.swift") == ["@shop/domain"])
        #expect(ownership.owners(of: "Packages/Features/Sources/FeatureKit/") == ["@shop/app"])
        #expect(
            ownership.owners(of: "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift") == [
                "@shop/blog", "@alice",
            ])
        #expect(
            ownership.owners(of: "Packages/Features/Tests/BlogFeatureTests/__Snapshots__/a.txt") == [
                "@shop/blog", "@alice",
            ])
        #expect(ownership.owners(of: "docs/states/BlogFeature.List.svg") == ["@shop/blog", "@alice"])
        #expect(ownership.owners(of: "docs/states/CartFeature.Cart.svg") == ["@shop/platform"])
    }

    @Test func lintNamesAPackageOrFeatureWithoutOwnerAndAPathThatIsNotThere() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("owners-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        for folder in [
            "Packages/Domain", "Packages/Features/Sources/BlogFeature", "Packages/Features/Sources/CartFeature",
        ] {
            try FileManager.default.createDirectory(atPath: root + "/" + folder, withIntermediateDirectories: true)
        }
        let workspace = try Workspace(packages: [
            WorkspacePackage(
                name: "Domain", relativePath: "Packages/Domain", kind: .library, layer: 1, dependencies: [],
                remoteDependencies: []),
            WorkspacePackage(
                name: "Features", relativePath: "Packages/Features", kind: .library, layer: 5, dependencies: [],
                remoteDependencies: []),
            WorkspacePackage(
                name: "Fresh", relativePath: "Packages/Fresh", kind: .library, layer: nil, dependencies: [],
                remoteDependencies: []),
        ])
        let file = try OwnersFile(text: Self.text + "\nTools/gone/ @shop/tools\nfeature:Gone @shop/x\n")
        let problems = OwnersCheck.problems(
            in: file, workspace: workspace, features: Feature.all(root: root), root: root)
        #expect(Feature.all(root: root).map(\.name) == ["Blog", "Cart"])
        #expect(
            problems == [
                "OWNERS:6: Tools/gone/ does not exist (as a folder)",
                "OWNERS:7: feature:Gone does not exist (no Packages/Features/Sources/GoneFeature or GoneFeatureInterface)",
                "package Fresh (Packages/Fresh/) has no owner: add `Packages/Fresh/ @org/team` to OWNERS",
                "feature Cart has no owner: add `feature:Cart @org/team` to OWNERS",
            ])
    }

    @Test func codeOwnersListsTheMostSpecificLastAndEachBaselineWithItsConsumersOwners() throws {
        let ownership = Ownership(try OwnersFile(text: Self.text))
        let text = CodeOwners.render(ownership, baselineOwners: ["Domain": ["@shop/domain", "@shop/app"]])
        let rules = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map(String.init)
        #expect(rules.first == "* @shop/platform")
        #expect(rules.contains("/docs/states/BlogFeature.* @shop/blog @alice"))
        let features = try #require(rules.firstIndex(of: "/Packages/Features/ @shop/app"))
        let blog = try #require(rules.firstIndex(of: "/Packages/Features/Sources/BlogFeature/ @shop/blog @alice"))
        #expect(features < blog)
        #expect(rules.last == "/api/Domain.txt @shop/domain @shop/app")
    }
}
