import LayeringCheck
import Testing

/// `Packages/TestSupport` stands leftmost: every package's tests may use it, no library target may.
struct TestSupportRuleTests {
    @Test(arguments: [
        "Packages/Domain/Tests/DomainTests/Spawn.swift",
        "Packages/VSMKit/Tests/VSMKitTests/Spawn.swift",
        "Packages/TerminalUI/Tests/TerminalUITests/Spawn.swift",
        "Apps/cli-app/Tests/CLIAppTests/Spawn.swift",
    ])
    func testTargetsMayImportIt(file: String) throws {
        let repository = try FixtureRepository.cleanWithTestSupport()
        try repository.write(file, "import ProcessTestSupport\n")
        try repository.edit(
            "Packages/Domain/Package.swift", replacing: "dependencies: [.package(path: \"../Foundation+Ext\")],",
            with: "dependencies: [.package(path: \"../Foundation+Ext\"), .package(path: \"../TestSupport\")],")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
        #expect(report.packageCount == 8)
    }

    @Test(arguments: [
        "Packages/Domain/Sources/Domain/Spawn.swift",
        "Packages/Features/Sources/FeatureKit/Spawn.swift",
        "Packages/TerminalUI/Sources/TerminalUITesting/Spawn.swift",
        "Apps/cli-app/Sources/CLIAppCore/Spawn.swift",
    ])
    func libraryTargetsMayNot(file: String) throws {
        let repository = try FixtureRepository.cleanWithTestSupport()
        try repository.write(file, "import Foundation\n@testable import ProcessTestSupport\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .testSupportInLibrary)
        #expect(violation.file == file)
        #expect(violation.line == 2)
        #expect(violation.message.contains("imports ProcessTestSupport from TestSupport in a library target"))
    }

    @Test func theTestSupportItselfImportsNoPackage() throws {
        let repository = try FixtureRepository.cleanWithTestSupport()
        try repository.write("Packages/TestSupport/Sources/ProcessTestSupport/Money.swift", "import Domain\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .backwardImport)
        #expect(violation.message.hasPrefix("TestSupport imports Domain, which stands to its right"))
    }
}
