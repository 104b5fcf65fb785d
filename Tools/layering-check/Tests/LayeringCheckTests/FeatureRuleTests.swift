import LayeringCheck
import Testing

struct FeatureRuleTests {
    @Test func aFeatureImportingAnotherFeatureFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/CartFeature/CartView.swift", "import FeatureKit\nimport BlogFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureImportsFeature)
        #expect(violation.file == "Packages/Features/Sources/CartFeature/CartView.swift")
        #expect(violation.line == 2)
        #expect(
            violation.message.hasPrefix(
                "feature CartFeature imports feature BlogFeature; features do not import each other"))
    }

    @Test func aFeatureTestTargetImportingAnotherFeatureFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Tests/BlogFeatureTests/CrossTests.swift", "import BlogFeature\nimport CartFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.message.hasPrefix("feature BlogFeatureTests imports feature CartFeature"))
    }

    @Test func featuresMayImportTheSharedKitAndThemselves() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/BlogFeature/More.swift", "import BlogFeature\nimport FeatureKit\n")
        #expect(try repository.check().isClean)
    }

    @Test func aPreviewOrInterfaceTargetMayImportFeatures() throws {
        let repository = try FixtureRepository.clean()
        // Targets whose name does not end in "Feature" are not features.
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/Cart.swift", "import BlogFeature\nimport CartFeature\n")
        try repository.write(
            "Packages/Features/Sources/BlogPreview/Both.swift", "import BlogFeature\nimport CartFeature\n")
        #expect(try repository.check().isClean)
    }

    @Test func theAppMayImportEveryFeature() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Apps/cli-app/Tests/CLIAppCoreTests/Routes.swift",
            "import BlogFeature\nimport CartFeature\nimport FeatureKit\n")
        #expect(try repository.check().isClean)
    }
}
