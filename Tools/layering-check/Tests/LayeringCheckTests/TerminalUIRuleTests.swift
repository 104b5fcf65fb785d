import LayeringCheck
import Testing

/// `Packages/TerminalUI` stands between VSMKit and Features, but its library targets import the
/// toolchain and FoundationExt only; its tests also VSMKit and TestSupport.
struct TerminalUIRuleTests {
    private static let screen = "Packages/TerminalUI/Sources/TerminalUI/Screen.swift"

    @Test func terminalUIImportingDomainFailsNamingTheFileAndLineThenPassesOnceRemoved() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(Self.screen, FixtureRepository.terminalScreen(extraImport: "import Domain"))
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .terminalUIBeyondFoundationExt)
        #expect(
            violation.description
                == "Packages/TerminalUI/Sources/TerminalUI/Screen.swift:3: TerminalUI imports Domain, but TerminalUI's "
                + "library targets may import the toolchain and FoundationExt only (its tests also VSMKit and "
                + "TestSupport): views know nothing of the domain, the services or the state machines "
                + "(Tools/layering-check/README.md#what-terminalui-may-import)")

        try repository.write(Self.screen, FixtureRepository.terminalScreen(extraImport: nil))
        #expect(try repository.check().isClean)
    }

    @Test(arguments: [
        (Self.screen, "import VSMKit"),
        (Self.screen, "@testable import Services"),
        ("Packages/TerminalUI/Sources/TerminalUITesting/FakeTerminal.swift", "import VSMKitTesting"),
        ("Packages/TerminalUI/Sources/TerminalUITesting/FakeTerminal.swift", "import ServicesTestSupport"),
    ])
    func itsLibraryTargetsImportingVSMKitOrServicesFail(file: String, line: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write(file, "import Foundation\nimport FoundationExt\n\(line)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .terminalUIBeyondFoundationExt)
        #expect(violation.file == file)
        #expect(violation.line == 3)
        #expect(
            violation.message.contains(", but TerminalUI's library targets may import the toolchain and FoundationExt"))
    }

    @Test func itsTestsMayImportVSMKitAndTheTestSupport() throws {
        let repository = try FixtureRepository.cleanWithTestSupport()
        try repository.write(
            "Packages/TerminalUI/Tests/TerminalUITests/RunnerTests.swift",
            "import FoundationExt\nimport ProcessTestSupport\nimport TerminalUI\nimport TerminalUITesting\n"
                + "import VSMKit\nimport VSMKitTesting\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    @Test(arguments: ["import Domain", "import ServicesTestSupport"])
    func itsTestsImportingDomainOrServicesFail(line: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/TerminalUI/Tests/TerminalUITests/Fixtures.swift", "import Testing\n\(line)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .terminalUIBeyondFoundationExt)
        #expect(violation.line == 2)
    }

    @Test func itsManifestMayDependOnFoundationExtVSMKitAndTestSupport() throws {
        let repository = try FixtureRepository.cleanWithTestSupport()
        try repository.edit(
            "Packages/TerminalUI/Package.swift", replacing: ".package(path: \"../VSMKit\"),",
            with: ".package(path: \"../VSMKit\"),\n        .package(path: \"../TestSupport\"),")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    @Test(arguments: ["Domain", "Services"])
    func itsManifestDependingOnDomainOrServicesFails(package: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/TerminalUI/Package.swift", replacing: ".package(path: \"../VSMKit\"),",
            with: ".package(path: \"../VSMKit\"),\n        .package(path: \"../\(package)\"),")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .terminalUIBeyondFoundationExt)
        #expect(violation.file == "Packages/TerminalUI/Package.swift")
        #expect(violation.line == 9)
        #expect(
            violation.message.hasPrefix(
                "TerminalUI depends on ../\(package) (\(package)), but TerminalUI's library targets may import"))
    }

    @Test func itsManifestDependingOnFeaturesFailsAsARightwardDependency() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/TerminalUI/Package.swift", replacing: ".package(path: \"../VSMKit\"),",
            with: ".package(path: \"../VSMKit\"),\n        .package(path: \"../Features\"),")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .backwardDependency)
        #expect(violation.message.hasPrefix("TerminalUI depends on ../Features (Features), which stands to its right"))
    }

    @Test(arguments: [
        ("Packages/Foundation+Ext/Sources/FoundationExt/Terminal.swift", "Foundation+Ext"),
        ("Packages/Domain/Sources/Domain/Terminal.swift", "Domain"),
        ("Packages/VSMKit/Sources/VSMKit/Terminal.swift", "VSMKit"),
    ])
    func thePackagesToItsLeftImportingItFail(file: String, package: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write(file, "import TerminalUI\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .backwardImport)
        #expect(
            violation.description
                == "\(file):1: \(package) imports TerminalUI, which stands to its right "
                + "(TestSupport → Foundation+Ext → Domain → Services → VSMKit → TerminalUI → Features → Apps)")
    }

    @Test func featuresAndTheAppMayImportIt() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Tests/BlogFeatureTests/Screens.swift", "import TerminalUI\nimport TerminalUITesting\n")
        try repository.write("Apps/cli-app/Sources/CLIAppCore/Terminal.swift", "import TerminalUI\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }
}
