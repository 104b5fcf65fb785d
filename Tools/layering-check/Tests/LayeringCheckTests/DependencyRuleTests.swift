import LayeringCheck
import Testing

struct DependencyRuleTests {
    @Test func aBackwardPackagePathFailsNamingTheManifestAndLine() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Domain/Package.swift",
            replacing: "dependencies: [.package(path: \"../Foundation+Ext\")],",
            with: "dependencies: [.package(path: \"../Foundation+Ext\"), .package(path: \"../Services\")],")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .backwardDependency)
        #expect(
            violation.description
                == "Packages/Domain/Package.swift:7: Domain depends on ../Services (Services), which stands to its right "
                + "(TestSupport → Foundation+Ext → Domain → Services → VSMKit → TerminalUI → Features → Apps)")
    }

    @Test func aLibraryDependingOnAnAppFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Services/Package.swift",
            replacing: ".package(path: \"../Domain\"),",
            with: ".package(path: \"../Domain\"),\n        .package(name: \"cli\", path: \"../../Apps/cli-app\"),")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.line == 9)
        #expect(
            violation.message.hasPrefix("Services depends on ../../Apps/cli-app (cli-app), which stands to its right"))
    }

    @Test func aDependencyOnALayerWhosePackageIsNotWrittenYetIsJudgedByItsLayer() throws {
        let repository = try FixtureRepository.clean()
        try repository.remove("Packages/Features")
        try repository.edit(
            "Packages/VSMKit/Package.swift",
            replacing: "\n    targets: [",
            with: "\n    dependencies: [.package(path: \"../Features\")],\n    targets: [")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.message.hasPrefix("VSMKit depends on ../Features (Features), which stands to its right"))
    }

    @Test func anAppDependingOnASiblingAppFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Apps/admin-app/Package.swift", FixtureRepository.manifest("let package = Package(name: \"admin-app\")\n"))
        try repository.edit(
            "Apps/cli-app/Package.swift",
            replacing: ".package(path: \"../../Packages/Features\"),",
            with: ".package(path: \"../../Packages/Features\"), .package(path: \"../admin-app\"),")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.file == "Apps/cli-app/Package.swift")
        #expect(
            violation.message.hasPrefix(
                "cli-app depends on ../admin-app (admin-app), a sibling at the same layer (Apps)"))
    }

    @Test func aLibraryDependingOnAFolderOutsideTheLayersFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Domain/Package.swift",
            replacing: "dependencies: [.package(path: \"../Foundation+Ext\")],",
            with: "dependencies: [.package(path: \"../Foundation+Ext\"), .package(path: \"../../Tools/helpers\")],")
        let violation = try #require(try repository.check().violations.only)
        #expect(
            violation.message.hasPrefix(
                "Domain depends on ../../Tools/helpers, which is not a package in the layer order"))
    }

    @Test func aRemoteDependencyInALibraryPackageFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Services/Package.swift",
            replacing: ".package(path: \"../Domain\"),",
            with:
                ".package(path: \"../Domain\"),\n        .package(url: \"https://github.com/apple/swift-collections\", from: \"1.1.0\"),"
        )
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .remoteDependency)
        #expect(
            violation.description
                == "Packages/Services/Package.swift:9: Services depends on the remote package "
                + "https://github.com/apple/swift-collections; packages under Packages/ depend only on the toolchain "
                + "and packages to their left")
    }

    @Test func aRegistryDependencyInALibraryPackageFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/Domain/Package.swift",
            replacing: "dependencies: [.package(path: \"../Foundation+Ext\")],",
            with:
                "dependencies: [.package(path: \"../Foundation+Ext\"), .package(id: \"apple.swift-numerics\", from: \"1.0.0\")],"
        )
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .remoteDependency)
        #expect(violation.message.contains("apple.swift-numerics"))
    }

    @Test func anAppMayDependOnRemotePackages() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Apps/cli-app/Package.swift",
            replacing: ".package(path: \"../../Packages/Features\"),",
            with: ".package(path: \"../../Packages/Features\"),\n"
                + "        .package(url: \"https://github.com/swift-server/async-http-client\", from: \"1.20.0\"),")
        #expect(try repository.check().isClean)
    }

    @Test func vsmKitDependingOnDomainFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/VSMKit/Package.swift",
            replacing: "\n    targets: [",
            with: "\n    dependencies: [.package(path: \"../Domain\")],\n    targets: [")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .vsmKitBeyondToolchain)
        #expect(violation.message.contains("VSMKit may import the toolchain only"))
    }

    @Test func vsmKitMayDependOnFoundationExtAndTestSupportForItsTests() throws {
        let repository = try FixtureRepository.clean()
        try repository.edit(
            "Packages/VSMKit/Package.swift", replacing: "\n    targets: [",
            with: "\n    dependencies: [.package(path: \"../Foundation+Ext\"), .package(path: \"../TestSupport\")],"
                + "\n    targets: [")
        try repository.write("Packages/VSMKit/Tests/VSMKitTests/Seeded.swift", "import FoundationExt\n")
        #expect(try repository.check().isClean)
    }

    @Test func aPackageUnderPackagesThatIsNotALayerIsReported() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Utilities/Package.swift",
            FixtureRepository.manifest("let package = Package(name: \"Utilities\")\n"))
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .unknownPackage)
        #expect(violation.file == "Packages/Utilities/Package.swift")
        #expect(violation.message.hasPrefix("Utilities is not a layer"))
    }
}
