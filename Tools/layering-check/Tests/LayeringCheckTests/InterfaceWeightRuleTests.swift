import LayeringCheck
import Testing

/// An interface reaches neither Services nor VSMKit, by its own import or through a module of the
/// Features package it imports. The clean fixture's interfaces import FeatureKit, which imports
/// neither.
struct InterfaceWeightRuleTests {
    private static let cartRoute = "Packages/Features/Sources/CartFeatureInterface/CartRoute.swift"
    private static let featureKit = "Packages/Features/Sources/FeatureKit/Screen.swift"
    private static let reference = "Tools/layering-check/README.md#feature-interfaces"

    @Test(arguments: ["Services", "VSMKit"])
    func anInterfaceImportingAnImplementationLayerFailsAtThatLine(module: String) throws {
        let repository = try FixtureRepository.clean()
        try repository.write(Self.cartRoute, "import FeatureKit\nimport \(module)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceReachesImplementationLayer)
        #expect(
            violation.description
                == "\(Self.cartRoute):2: interface CartFeatureInterface imports \(module); an interface depends only "
                + "on routes and links, the Domain and TerminalUI types it names and other interfaces, nothing of "
                + "Services or VSMKit (\(Self.reference))")
    }

    @Test func anInterfaceReachingVSMKitThroughAModuleItImportsFailsAtItsImport() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(Self.featureKit, "import Foundation\nimport FoundationExt\nimport VSMKit\n")
        let violations = try repository.check().violations.filter { $0.rule == .interfaceReachesImplementationLayer }
        #expect(
            violations.map(\.description).sorted() == [
                "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift:2: interface BlogFeatureInterface "
                    + "imports FeatureKit, which imports VSMKit; an interface depends only on routes and links, the "
                    + "Domain and TerminalUI types it names and other interfaces, nothing of Services or VSMKit "
                    + "(\(Self.reference))",
                "\(Self.cartRoute):1: interface CartFeatureInterface imports FeatureKit, which imports VSMKit; an "
                    + "interface depends only on routes and links, the Domain and TerminalUI types it names and other "
                    + "interfaces, nothing of Services or VSMKit (\(Self.reference))",
            ])
    }

    @Test func implementationsMayImportTheImplementationLayers() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/CartFeature/CartView.swift",
            "import CartFeatureInterface\nimport FeatureKit\nimport Services\nimport VSMKit\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }
}
