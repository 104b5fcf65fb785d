import Foundation
import Testing

@testable import Monorepo

@Suite struct StepTimesTests {
    @Test func theFileIsReadAndWrittenAsSortedWholeSeconds() throws {
        let times = try StepTimes(json: Data(#"{"test-b": 2.4, "test-a": 10.5}"#.utf8))
        #expect(times.seconds == ["test-a": 11, "test-b": 2])
        #expect(times.json == "{\n  \"test-a\": 11,\n  \"test-b\": 2\n}\n")
        #expect(try StepTimes(json: Data(times.json.utf8)) == times)
    }

    @Test(arguments: [#"[1, 2]"#, #"{"test-a": "slow"}"#, #"{"test-a": true}"#, "not json"])
    func anythingButAnObjectOfSecondsIsRefused(json: String) {
        #expect(throws: StepTimesError.notAnObjectOfSeconds) { try StepTimes(json: Data(json.utf8)) }
    }

    @Test func aNegativeTimeIsRefusedNamingTheStep() {
        #expect(throws: StepTimesError.badValue(step: "test-a")) { try StepTimes(json: Data(#"{"test-a": -1}"#.utf8)) }
    }

    @Test func aMissingFileIsNoTimes() throws {
        #expect(try StepTimes(contentsOf: "/nonexistent/step-times.json") == StepTimes())
    }

    @Test func theFileTheOptionNamesIsReadFromAnAbsolutePathAsGiven() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("step-times-\(UUID()).json").path
        try #"{"test-a": 7}"#.write(toFile: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: file) }
        #expect(try StepTimes(planningWith: file, root: "/nonexistent-root").seconds == ["test-a": 7])
    }

    @Test func aFileTheOptionNamesMustExist() {
        #expect(throws: StepTimesError.missing(path: "/nonexistent/step-times.json")) {
            try StepTimes(planningWith: "/nonexistent/step-times.json", root: "/r")
        }
        #expect(throws: StepTimesError.missing(path: "/r/times.json")) {
            try StepTimes(planningWith: "times.json", root: "/r")
        }
    }

    @Test func withoutTheOptionTheCommittedFileIsReadAndItsAbsenceIsNoTimes() throws {
        #expect(try !StepTimes(planningWith: nil, root: AffectedPackagesTests.root).seconds.isEmpty)
        #expect(try StepTimes(planningWith: nil, root: "/nonexistent-root") == StepTimes())
    }

    @Test func anUpdateOverwritesWhatWasMeasuredKeepsTheRestAndDropsStepsNoPackageHas() {
        let old = StepTimes(seconds: ["test-a": 10, "test-b": 20, "test-gone": 5])
        let new = old.updated(
            with: ["test-a": 12.6, "lint": 30, "test-c": 0.4], known: ["test-a", "test-b", "test-c"])
        #expect(new.seconds == ["test-a": 13, "test-b": 20, "test-c": 0])
    }

    @Test func theCommittedFileNamesOnlyStepsOfThisRepositorysPackages() throws {
        let root = AffectedPackagesTests.root
        let times = try StepTimes(contentsOf: root + "/" + StepTimes.defaultPath)
        let workspace = try Workspace(
            root: root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"], reader: AffectedPackagesTests.reader)
        let known = Set(TestSteps.steps(of: workspace.packages))
        #expect(!times.seconds.isEmpty)
        #expect(Set(times.seconds.keys).isSubset(of: known), "\(Set(times.seconds.keys).subtracting(known))")
    }
}
