import LayeringCheck
import Testing

struct CleanRepositoryTests {
    @Test func aRepositoryThatFollowsTheRulesPasses() throws {
        let repository = try FixtureRepository.clean()
        let report = try repository.check()
        #expect(report.violations == [])
        #expect(report.isClean)
        #expect(report.packageCount == 7)
        #expect(report.importCount == FixtureRepository.cleanImportCount)
        #expect(report.summary == "layering ok: 7 packages, \(FixtureRepository.cleanImportCount) imports checked")
    }

    @Test func buildAndHiddenFoldersAreNotRead() throws {
        let repository = try FixtureRepository.clean()
        let badImport = "import VSMKit\n"
        try repository.write("Packages/Domain/.build/checkouts/x/Sources/X/X.swift", badImport)
        try repository.write("Packages/Domain/Sources/Domain/.build-tsan/Generated.swift", badImport)
        try repository.write("Packages/Domain/Tests/DomainTests/.hidden/Scratch.swift", badImport)
        let report = try repository.check()
        #expect(report.isClean)
        #expect(report.importCount == FixtureRepository.cleanImportCount)
    }

    @Test func onlySwiftFilesAreRead() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/Domain/Sources/Domain/Notes.md", "import VSMKit\n")
        try repository.write("Packages/Domain/Sources/Domain/Resources/template.txt", "import VSMKit\n")
        #expect(try repository.check().isClean)
    }

    @Test func foldersWithoutAManifestAreNotPackages() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Apps/README.md", "apps live here\n")
        try repository.write("Packages/Scratch/Sources/Scratch/Scratch.swift", "import VSMKit\n")
        let report = try repository.check()
        #expect(report.isClean)
        #expect(report.packageCount == 7)
    }

    @Test func aFolderThatIsNotARepositoryIsAnError() throws {
        let repository = try FixtureRepository()
        #expect(throws: LayeringCheckError.notARepositoryRoot(path: repository.root)) {
            try repository.check()
        }
    }

    @Test func aReportWithViolationsSaysHowMany() {
        let violation = Violation(file: "a.swift", line: 1, rule: .backwardImport, message: "m")
        let report = LayeringReport(packageCount: 1, importCount: 1, violations: [violation])
        #expect(!report.isClean)
        #expect(report.summary.hasPrefix("layering check failed: 1 violation (1 package, 1 import checked)"))
        #expect(violation.description == "a.swift:1: m")
    }
}
