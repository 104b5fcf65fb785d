import Testing

@testable import Monorepo

/// What each of `make test`'s cached units reads, on this repository's real manifests.
@Suite struct TestStepInputsTests {
    let workspace: Workspace

    init() throws {
        workspace = try Workspace(
            root: AffectedPackagesTests.root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"],
            reader: AffectedPackagesTests.reader)
    }

    private func folders(_ step: String) throws -> [String] {
        let inputs = try #require(TestStepInputs.of(unit: TestSteps.cacheUnit(of: step), in: workspace))
        return try #require(inputs.folders)
    }

    @Test func aPackagesStepReadsItsPackageEveryPackageItBuildsOnAndTheScripts() throws {
        #expect(try folders("test-Domain") == ["Packages/Domain/", "Tools/scripts/"])
        #expect(
            try folders("test-Services") == [
                "Packages/Domain/", "Packages/Foundation+Ext/", "Packages/Services/", "Packages/TestSupport/",
                "Tools/scripts/",
            ])
        #expect(try folders("test-tsan") == folders("test-VSMKit"))
    }

    @Test func theEndToEndStepReadsThePackagesWhoseBinariesItRuns() throws {
        let read = try folders("test-e2e")
        for folder in ["Tests/", "Apps/cli-app/", "Tools/api-server/", "Packages/Features/", "Packages/Domain/"] {
            #expect(read.contains(folder), "\(read)")
        }
        #expect(!read.contains("Tools/monorepo/"))
    }

    @Test func stepsThatBelongTogetherAreCachedAsOne() throws {
        #expect(TestSteps.cacheUnit(of: "states-check") == "test-Features")
        #expect(TestSteps.cacheUnit(of: "test-api-server") == "build-server")
        #expect(TestSteps.cacheUnit(of: "contract-test") == "contract-test")
        #expect(try folders("test-api-server") == folders("build-server"))
    }

    @Test func theStateCheckAlsoReadsWhatItRuns() throws {
        let features = try folders("test-Features")
        for folder in ["docs/states/", "Tools/monorepo/", "Tools/layering-check/", "Packages/Features/"] {
            #expect(features.contains(folder), "\(features)")
        }
    }

    @Test func lintTheMonorepoToolsTestsAndTheTutorialCheckReadEveryFile() throws {
        for step in ["lint", "test-monorepo", "tutorial-check"] {
            let inputs = try #require(TestStepInputs.of(unit: step, in: workspace))
            #expect(inputs.folders == nil)
            #expect(inputs.includes("README.md"))
            #expect(inputs.packageFolders.contains("Apps/cli-app"))
        }
    }

    @Test func everyStepReadsTheTopLevelFilesButNotTheirDocumentation() throws {
        let domain = try #require(TestStepInputs.of(unit: "test-Domain", in: workspace))
        for read in ["Makefile", ".swift-version", "release-toolset.json", "Tools/scripts/test-steps.sh"] {
            #expect(domain.includes(read), "\(read)")
        }
        for unread in ["README.md", "docs/scale.md", "Packages/Services/Sources/Services/X.swift", ".github/x.yml"] {
            #expect(!domain.includes(unread), "\(unread)")
        }
        #expect(domain.packageFolders == ["Packages/Domain"])
    }

    @Test func everyStepOfMakeTestHasInputsAndNoOtherNameDoes() {
        for step in TestSteps.steps(of: workspace.packages, lint: true) {
            #expect(TestStepInputs.of(unit: TestSteps.cacheUnit(of: step), in: workspace) != nil, "\(step)")
        }
        #expect(TestStepInputs.of(unit: "test-nothing", in: workspace) == nil)
        #expect(TestStepInputs.of(unit: "monorepo-tool", in: workspace) == nil)
    }
}
