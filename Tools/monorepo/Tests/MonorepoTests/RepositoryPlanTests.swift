import Foundation
import Testing

@testable import Monorepo

/// `ci-plan` on this repository's real manifests, with fixed step times (the committed file changes
/// with every green `make test`; these do not).
@Suite struct RepositoryPlanTests {
    /// Step times a green `make test` recorded, fixed here; contract-test (newer) as
    /// `make contract-test` took with the server built.
    /// Not test-TerminalUI (a newer package): it counts as the mean of the others.
    static let times = StepTimes(seconds: [
        "test-TestSupport": 17, "test-Foundation+Ext": 20, "test-Domain": 25, "test-Services": 39,
        "test-VSMKit": 24, "test-tsan": 41, "test-Features": 30, "states-check": 1, "tutorial-check": 35,
        "test-bench": 5,
        "test-layering-check": 8, "test-monorepo": 4, "test-cli-app": 23, "build-server": 199,
        "test-api-server": 23, "test-e2e": 37, "contract-test": 15,
    ])

    let workspace: Workspace
    let planner: ShardPlanner

    init() throws {
        workspace = try Workspace(
            root: AffectedPackagesTests.root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"],
            reader: AffectedPackagesTests.reader)
        planner = ShardPlanner(workspace: workspace, times: Self.times)
    }

    private func plan(_ files: [String], shards: Int) -> CIPlan {
        CIPlan(
            base: "HEAD~1", selection: ChangeImpact.selection(by: files, in: workspace), planner: planner,
            shardCount: shards, stepTimes: StepTimes.defaultPath)
    }

    @Test func aLeafFeatureChangePlansFeaturesAndWhatUsesItInTwoShards() {
        let plan = plan(["Packages/Features/Sources/BlogFeature/Entry/BlogEntryView.swift"], shards: 4)
        #expect(plan.shards.map(\.packages) == [["Features", "bench"], ["cli-app", "Tests"]])
        #expect(
            plan.shards.map(\.steps) == [
                ["test-Features", "states-check", "tutorial-check", "test-bench"], ["test-cli-app", "test-e2e"],
            ])
        // Domain, Services and VSMKit are compiled (Features uses them), not tested.
        #expect(
            plan.shards[0].alsoBuilds == [
                "TestSupport", "Foundation+Ext", "Domain", "Services", "VSMKit", "TerminalUI",
            ])
        #expect(plan.shards[0].untimedSteps == ["test-TerminalUI"])
        #expect(plan.shards.map(\.predictedSeconds) == [228, 446])
        #expect(plan.predictedSeconds == 446)
    }

    @Test func aDomainChangePlansDomainAndEverythingBuiltOnIt() {
        let plan = plan(["Packages/Domain/Sources/Domain/Money.swift"], shards: 4)
        #expect(plan.packages == ["Domain", "Services", "Features", "bench", "cli-app", "api-server", "Tests"])
        #expect(
            plan.shards.map(\.packages) == [
                ["Domain", "Services", "Features", "bench"], ["cli-app", "Tests"], ["api-server"],
            ])
        #expect(plan.shards.map(\.predictedSeconds) == [228, 446, 237])
    }

    @Test func aMakefileChangePlansEverything() {
        let two = plan(["Makefile"], shards: 2)
        #expect(two.packages == workspace.packages.map(\.name))
        #expect(
            two.shards.map(\.packages) == [
                [
                    "TestSupport", "Foundation+Ext", "Domain", "Services", "VSMKit", "TerminalUI", "Features", "bench",
                    "layering-check", "monorepo", "tutorial",
                ],
                ["cli-app", "api-server", "Tests"],
            ])
        #expect(two.shards.map(\.predictedSeconds) == [313, 484])
        let four = plan(["Makefile"], shards: 4)
        #expect(four.shards.count == 4)
        #expect(four.predictedSeconds == 446)
    }

    @Test func aDocumentationChangePlansNothing() {
        let plan = plan(["README.md", "docs/performance.md"], shards: 4)
        #expect(plan.shardCount == 0 && plan.shards.isEmpty && plan.packages.isEmpty)
        #expect(plan.reason == "documentation only: nothing to test")
    }

    @Test(arguments: [
        ["Packages/Features/Sources/BlogFeature/BlogFeature.swift"], ["Packages/Domain/Sources/Domain/Money.swift"],
        ["Packages/Foundation+Ext/Sources/FoundationExt/LockedBox.swift"], ["Tools/api-server/Sources/x.swift"],
        [".ci/run"],
    ])
    func everySelectedPackageIsInExactlyOneShardAfterWhatItUses(files: [String]) {
        for shards in 1...5 {
            let plan = plan(files, shards: shards)
            let placed = plan.shards.flatMap(\.packages)
            #expect(placed.sorted() == plan.packages.sorted(), "\(shards) shards: \(plan.shards.map(\.packages))")
            #expect(Set(placed).count == placed.count)
            #expect(plan.shards.count <= shards)
            let position = Dictionary(uniqueKeysWithValues: workspace.packages.enumerated().map { ($1.name, $0) })
            for shard in plan.shards {
                let order = shard.packages.map { position[$0]! }
                #expect(order == order.sorted(), "dependencies first in shard \(shard.index): \(shard.packages)")
                let expectedSteps = shard.packages.flatMap { TestSteps.steps(of: workspace.package(named: $0)!) }
                #expect(shard.steps == expectedSteps)
            }
        }
    }

    @Test func theJSONIsWhatTheWorkflowReads() throws {
        let text = plan(["Packages/Domain/Sources/Domain/Money.swift"], shards: 2).json
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["shardCount"] as? Int == 2)
        let shards = try #require(object["shards"] as? [[String: Any]])
        #expect(shards.map { $0["index"] as? Int } == [1, 2])
        #expect(shards.allSatisfy { ($0["steps"] as? [String])?.isEmpty == false })
        let everything = CIPlan(
            base: nil, selection: ChangeImpact.Selection(packages: workspace.packages, reason: "every package"),
            planner: planner, shardCount: 1, stepTimes: StepTimes.defaultPath)
        #expect(everything.json.contains("\"base\" : null"))
    }
}
