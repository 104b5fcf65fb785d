import Foundation
import Testing

@testable import Monorepo

/// The planner on hand-made workspaces, where the arithmetic can be checked by hand.
@Suite struct ShardPlannerTests {
    private func library(_ name: String, uses: [String] = []) -> WorkspacePackage {
        WorkspacePackage(
            name: name, relativePath: "Packages/" + name, kind: .library, layer: nil, dependencies: uses,
            remoteDependencies: [])
    }

    /// Independent packages named p1, p2, ... whose one step each (`test-pN`) takes `seconds[N - 1]`.
    private func independent(_ seconds: [Int]) throws -> (ShardPlanner, [WorkspacePackage]) {
        let packages = seconds.indices.map { library("p\($0 + 1)") }
        let times = Dictionary(uniqueKeysWithValues: seconds.enumerated().map { ("test-p\($0 + 1)", $1) })
        let workspace = try Workspace(packages: packages)
        return (ShardPlanner(workspace: workspace, times: StepTimes(seconds: times)), workspace.packages)
    }

    @Test(arguments: [
        // (step seconds, shards): each set has a split whose shards differ by at most a quarter of its longest step.
        ([30, 30, 20, 20, 20], 2),
        ([50, 40, 30, 30, 30, 20], 2),
        ([80, 70, 60, 50, 40, 30, 20, 10], 4),
        ([40, 35, 30, 25, 20, 15, 10, 5, 5, 5], 3),
        ([12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1], 3),
    ])
    func shardsAreWithinAQuarterOfTheLongestStepWhereTheTimesAllowIt(seconds: [Int], shards: Int) throws {
        let (planner, packages) = try independent(seconds)
        let plan = planner.shards(for: packages, count: shards)
        let times = plan.map(\.predictedSeconds)
        #expect(plan.count == shards)
        #expect(times.max()! - times.min()! <= seconds.max()! / 4, "shard times \(times) for \(seconds)")
    }

    @Test func withNoRecordedTimesTheShardsAreBalancedByCount() throws {
        let packages = (1...7).map { library("p\($0)") }
        let workspace = try Workspace(packages: packages)
        let plan = ShardPlanner(workspace: workspace, times: StepTimes()).shards(for: workspace.packages, count: 3)
        #expect(plan.map(\.packages.count).sorted() == [2, 2, 3])
        #expect(plan.allSatisfy { $0.untimedSteps == $0.steps })
    }

    @Test func anUntimedStepCountsAsTheMeanOfTheRecordedOnes() throws {
        let workspace = try Workspace(packages: [library("a"), library("b"), library("c")])
        let planner = ShardPlanner(workspace: workspace, times: StepTimes(seconds: ["test-a": 10, "test-b": 30]))
        #expect(planner.seconds(of: "test-c") == 20)
        #expect(planner.seconds(of: "test-a") == 10)
    }

    @Test func aPackageStaysWithWhatItUsesWhenSplittingThemCostsMore() throws {
        // Splitting app from lib makes app's shard compile lib too: 10 + 100 > 100 + 10 with lib.
        let workspace = try Workspace(packages: [library("lib"), library("app", uses: ["lib"]), library("other")])
        let times = StepTimes(seconds: ["test-lib": 100, "test-app": 10, "test-other": 10])
        let plan = ShardPlanner(workspace: workspace, times: times).shards(for: workspace.packages, count: 2)
        #expect(plan.map(\.packages) == [["lib", "app"], ["other"]])
        #expect(plan.map(\.predictedSeconds) == [110, 10])
        #expect(plan.allSatisfy { $0.alsoBuilds.isEmpty })
    }

    @Test func aShardCountsTheCompileOfWhatItUsesFromOutsideIt() throws {
        // Two apps on one library: each shard builds the library, only one tests it.
        let workspace = try Workspace(packages: [
            library("lib"), library("one", uses: ["lib"]), library("two", uses: ["lib"]),
        ])
        let times = StepTimes(seconds: ["test-lib": 20, "test-one": 50, "test-two": 50])
        let plan = ShardPlanner(workspace: workspace, times: times).shards(for: workspace.packages, count: 2)
        let withoutLibrary = try #require(plan.first { !$0.packages.contains("lib") })
        #expect(withoutLibrary.alsoBuilds == ["lib"])
        #expect(withoutLibrary.dependencySeconds == 20)
        #expect(withoutLibrary.predictedSeconds == withoutLibrary.stepSeconds + 20)
    }

    @Test func theDevServerCompilesWhatItUsesInsideItsOwnStep() throws {
        let server = WorkspacePackage(
            name: "api-server", relativePath: "Tools/api-server", kind: .tool, layer: nil, dependencies: ["lib"],
            remoteDependencies: ["hummingbird"])
        let workspace = try Workspace(packages: [library("lib"), server])
        let times = StepTimes(seconds: [
            "test-lib": 20, "build-server": 200, "test-api-server": 20, "contract-test": 15,
        ])
        let plan = ShardPlanner(workspace: workspace, times: times).shards(for: [server], count: 1)
        #expect(plan.map(\.steps) == [["build-server", "test-api-server", "contract-test"]])
        #expect(plan[0].alsoBuilds.isEmpty)
        #expect(plan[0].predictedSeconds == 235)
    }

    @Test func neverMoreShardsThanPackagesAndNoneForNothing() throws {
        let (planner, packages) = try independent([5, 5])
        #expect(planner.shards(for: packages, count: 4).count == 2)
        #expect(planner.shards(for: [], count: 4).isEmpty)
    }

    @Test func theSameInputsGiveTheSamePlan() throws {
        let (planner, packages) = try independent([7, 7, 7, 7, 3, 3, 3, 3, 1])
        #expect(planner.shards(for: packages, count: 3) == planner.shards(for: packages, count: 3))
    }
}
