import LayeringCheck
import Testing

struct ImportRuleTests {
    @Test func domainImportingVSMKitFailsNamingTheFileAndLineThenPassesOnceRemoved() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Domain/Sources/Domain/Money.swift", FixtureRepository.money(extraImport: "import VSMKit"))

        let failing = try repository.check()
        #expect(
            failing.violations.map(\.description) == [
                "Packages/Domain/Sources/Domain/Money.swift:3: Domain imports VSMKit, which stands to its right "
                    + "(TestSupport → Foundation+Ext → Domain → Services → VSMKit → TerminalUI → Features → Apps)"
            ])
        #expect(failing.violations.first?.rule == .backwardImport)

        try repository.write("Packages/Domain/Sources/Domain/Money.swift", FixtureRepository.money(extraImport: nil))
        #expect(try repository.check().isClean)
    }

    @Test func importingATestSupportLibraryOfAPackageToTheRightFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Domain/Tests/DomainTests/Fixtures.swift", "import Testing\nimport ServicesTestSupport\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.file == "Packages/Domain/Tests/DomainTests/Fixtures.swift")
        #expect(violation.line == 2)
        #expect(
            violation.message.hasPrefix("Domain imports ServicesTestSupport from Services, which stands to its right"))
    }

    @Test(arguments: [
        "@testable import BlogFeature",
        "import struct BlogFeature.BlogView",
        "@_exported import BlogFeature",
        "public import BlogFeature",
        "@preconcurrency import BlogFeature",
        "@_spi(Internal) import BlogFeature",
        "import BlogFeature.Submodule",
        "let x = 1; import BlogFeature",
    ])
    func everyFormOfImportIsCaught(line: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/Services/Sources/Services/Leak.swift", "import Domain\n\(line)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(
            violation.description.hasPrefix(
                "Packages/Services/Sources/Services/Leak.swift:2: Services imports BlogFeature from Features"))
    }

    @Test func aNewFeatureTargetIsPickedUpFromTheManifest() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Features/Package.swift",
            replacing: ".target(name: \"FeatureKit\"),",
            with: ".target(name: \"FeatureKit\"),\n"
                + "        .target(name: \"WishlistFeature\", path: \"Sources/Wishlist\"),")
        try repository.write("Packages/Services/Sources/Services/Wish.swift", "import WishlistFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(
            violation.message.hasPrefix("Services imports WishlistFeature from Features, which stands to its right"))
    }

    @Test func aModuleOnlyKnownFromItsSourcesFolderIsPickedUp() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/Features/Sources/SearchFeature/Search.swift", "import FeatureKit\n")
        try repository.write("Packages/Domain/Sources/Domain/Search.swift", "import SearchFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.message.hasPrefix("Domain imports SearchFeature from Features, which stands to its right"))
    }

    @Test func anUnknownModuleInALibraryPackageIsAHiddenDependency() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/VSMKit/Sources/VSMKit/Reactive.swift", "import Combine\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .hiddenDependency)
        #expect(
            violation.description
                == "Packages/VSMKit/Sources/VSMKit/Reactive.swift:1: VSMKit imports Combine, which is neither a "
                + "toolchain module nor a module of a package to its left (a hidden dependency)")
    }

    @Test func toolchainModulesAreAllowedInEveryPackage() throws {
        let repository = try FixtureRepository.clean()
        let toolchain = [
            "Foundation", "FoundationNetworking", "Observation", "Synchronization", "Dispatch", "_Concurrency", "os",
            "Testing",
        ]
        let platform = "#if canImport(Glibc)\nimport Glibc\n#elseif canImport(Darwin)\nimport Darwin\n#endif\n"
        try repository.write(
            "Packages/Foundation+Ext/Sources/FoundationExt/Platform.swift",
            toolchain.map { "import \($0)\n" }.joined() + platform)
        #expect(try repository.check().isClean)
    }

    @Test func appsMayImportEveryLayerToTheLeftAndThirdPartyModules() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Apps/cli-app/Sources/CLIAppCore/Composition.swift",
            """
            import ArgumentParser
            import AsyncHTTPClient
            import BlogFeature
            import Domain
            import FeatureKit
            import FoundationExt
            import Services
            import ServicesTestSupport
            import VSMKit
            import VSMKitTesting
            """)
        #expect(try repository.check().isClean)
    }

    @Test func anAppImportingASiblingAppFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Apps/admin-app/Package.swift",
            FixtureRepository.manifest(
                "let package = Package(name: \"admin-app\", targets: [.target(name: \"AdminCore\")])\n"))
        try repository.write("Apps/admin-app/Sources/AdminCore/Admin.swift", "import Domain\n")
        try repository.write("Apps/cli-app/Sources/CLIAppCore/Admin.swift", "import AdminCore\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.file == "Apps/cli-app/Sources/CLIAppCore/Admin.swift")
        #expect(
            violation.message.hasPrefix("cli-app imports AdminCore from admin-app, a sibling at the same layer (Apps)"))
    }

    @Test func vsmKitImportingDomainFailsThoughDomainIsToItsLeft() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/VSMKit/Sources/VSMKit/Leak.swift", "import Foundation\nimport Domain\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .vsmKitBeyondToolchain)
        #expect(violation.line == 2)
        #expect(violation.message.hasPrefix("VSMKit imports Domain, but VSMKit may import the toolchain only"))
    }

    @Test func vsmKitsLibraryImportingFoundationExtFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/VSMKit/Sources/VSMKitTesting/Leak.swift", "import FoundationExt\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .vsmKitBeyondToolchain)
        #expect(violation.file == "Packages/VSMKit/Sources/VSMKitTesting/Leak.swift")
    }

    @Test func everyViolationIsListedSortedByFileAndLine() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Services/Sources/Services/B.swift", "import Domain\nimport VSMKit\nimport CartFeature\n")
        try repository.write("Packages/Domain/Sources/Domain/A.swift", "import Services\n")
        let report = try repository.check()
        #expect(
            report.violations.map { "\($0.file):\($0.line)" } == [
                "Packages/Domain/Sources/Domain/A.swift:1",
                "Packages/Services/Sources/Services/B.swift:2",
                "Packages/Services/Sources/Services/B.swift:3",
            ])
        #expect(report.summary.hasPrefix("layering check failed: 3 violations"))
    }
}

extension Array {
    /// The single element, or `nil` when there are none or several.
    var only: Element? { count == 1 ? first : nil }
}
