import Testing

@testable import Monorepo

/// Which keys an edit changes: a file changes the key of every unit that reads it and of no other.
@Suite struct TestCacheKeyTests {
    let workspace: Workspace
    /// One made-up file in every package's folder, and the files every step reads.
    let files: WorkingTreeFiles
    let environment = TestCacheEnvironment(lines: ["toolchain Swift version 6.3.1", "system Linux x86_64"])
    static let blogFile = "Packages/Features/Sources/BlogFeature/BlogView.swift"

    init() throws {
        workspace = try Workspace(
            root: AffectedPackagesTests.root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"],
            reader: AffectedPackagesTests.reader)
        var hashes = ["Makefile": "m1", "README.md": "r1", "Tools/scripts/test-steps.sh": "s1", Self.blogFile: "b1"]
        for package in workspace.packages { hashes[package.relativePath + "/Package.swift"] = "p1" }
        files = WorkingTreeFiles(hashes: hashes)
    }

    private func keys(
        _ files: WorkingTreeFiles, resolved: [String: String] = [:], environment: TestCacheEnvironment? = nil
    ) throws -> [String: TestCacheKey] {
        var keys: [String: TestCacheKey] = [:]
        for step in TestSteps.steps(of: workspace.packages, lint: true) {
            let unit = TestSteps.cacheUnit(of: step)
            let inputs = try #require(TestStepInputs.of(unit: unit, in: workspace))
            keys[step] = TestCacheKey(
                unit: unit, inputs: inputs, files: files, resolved: resolved,
                environment: environment ?? self.environment)
        }
        return keys
    }

    private func changedSteps(_ before: [String: TestCacheKey], _ after: [String: TestCacheKey]) -> Set<String> {
        Set(before.keys.filter { before[$0] != after[$0] })
    }

    private func editing(_ path: String, to hash: String = "edited") -> WorkingTreeFiles {
        var hashes = files.hashes
        hashes[path] = hash
        return WorkingTreeFiles(hashes: hashes)
    }

    @Test func theSameInputsGiveTheSameKeysAndEachUnitItsOwn() throws {
        let first = try keys(files)
        #expect(try keys(files) == first)
        #expect(first["test-Domain"] != first["test-Foundation+Ext"])
        #expect(first["states-check"] == first["test-Features"])
    }

    @Test func anEditToOneFeatureChangesTheStepsDownstreamOfItAndNoOthers() throws {
        let changed = changedSteps(try keys(files), try keys(editing(Self.blogFile)))
        #expect(
            changed == [
                "lint", "test-monorepo", "test-Features", "states-check", "tutorial-check", "test-bench",
                "test-cli-app", "test-e2e",
            ])
    }

    @Test func aNewUntrackedFileOrADeletedOneChangesItsPackagesKey() throws {
        let before = try keys(files)
        let added = changedSteps(before, try keys(editing("Packages/Domain/Sources/Domain/New.swift")))
        #expect(added.contains("test-Domain") && added.contains("test-Services") && !added.contains("test-VSMKit"))
        var hashes = files.hashes
        hashes[Self.blogFile] = nil
        #expect(changedSteps(before, try keys(WorkingTreeFiles(hashes: hashes))).contains("test-Features"))
    }

    @Test func theMakefileAndTheScriptsAreReadByEveryStepTheTopLevelDocumentationByTheStepsReadingEverything() throws {
        let before = try keys(files)
        #expect(changedSteps(before, try keys(editing("Makefile"))) == Set(before.keys))
        #expect(changedSteps(before, try keys(editing("Tools/scripts/test-steps.sh"))) == Set(before.keys))
        #expect(changedSteps(before, try keys(editing("README.md"))) == ["lint", "test-monorepo", "tutorial-check"])
    }

    @Test func aPackageResolvedChangesTheKeyOfItsReadersButNotTheirSourcesPart() throws {
        let before = try keys(files)
        let after = try keys(files, resolved: ["Apps/cli-app/Package.resolved": "r"])
        #expect(changedSteps(before, after) == ["lint", "test-monorepo", "tutorial-check", "test-cli-app", "test-e2e"])
        for (step, key) in after { #expect(key.sources == before[step]?.sources, "\(step)") }
    }

    @Test func anotherToolchainOrEnvironmentChangesEveryKey() throws {
        let before = try keys(files)
        let other = TestCacheEnvironment(lines: environment.lines + ["env SNAPSHOTS=record"])
        #expect(changedSteps(before, try keys(files, environment: other)) == Set(before.keys))
    }
}
