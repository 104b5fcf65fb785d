import LayeringCheck
import Testing

/// The rules between the targets of `Packages/Features`: a feature sees another only through its
/// interface. The clean fixture has `BlogFeature` and `CartFeature`, each with an interface, and
/// `BlogFeatureInterface` importing `CartFeatureInterface`.
struct FeatureRuleTests {
    private static let blogView = "Packages/Features/Sources/BlogFeature/BlogView.swift"

    /// A clean repository with a third feature, Product, with or without its interface.
    private func repositoryWithProduct(interface: Bool = true) throws -> FixtureRepository {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/Features/Sources/ProductFeature/ProductView.swift", "import FeatureKit\n")
        if interface {
            try repository.write(
                "Packages/Features/Sources/ProductFeatureInterface/ProductRoute.swift", "import FeatureKit\n")
        }
        return repository
    }

    // MARK: - An implementation imports other features' interfaces only

    @Test func aFeatureImportingAnotherFeaturesImplementationFailsThenPassesThroughItsInterface() throws {
        let repository = try repositoryWithProduct()
        try repository.write(Self.blogView, FixtureRepository.blogView(extraImport: "import ProductFeature"))
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureImportsImplementation)
        #expect(
            violation.description
                == "Packages/Features/Sources/BlogFeature/BlogView.swift:4: feature BlogFeature imports ProductFeature, "
                + "another feature's implementation; import its interface ProductFeatureInterface instead (a feature "
                + "sees another only through its interface: Tools/layering-check/README.md#feature-interfaces)")

        try repository.write(Self.blogView, FixtureRepository.blogView(extraImport: "import ProductFeatureInterface"))
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    @Test func aFeatureWithoutAnInterfaceYetIsStillAnImplementation() throws {
        let repository = try repositoryWithProduct(interface: false)
        try repository.write(
            "Packages/Features/Sources/CartFeature/Products.swift",
            "import FeatureKit\n@testable import ProductFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureImportsImplementation)
        #expect(violation.file == "Packages/Features/Sources/CartFeature/Products.swift")
        #expect(violation.line == 2)
        #expect(
            violation.message.hasPrefix(
                "feature CartFeature imports ProductFeature, another feature's implementation; "
                    + "import its interface ProductFeatureInterface instead"))
    }

    @Test func aFeatureTestTargetImportingAnotherFeaturesImplementationFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Tests/BlogFeatureTests/CrossTests.swift", "import BlogFeature\nimport CartFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureImportsImplementation)
        #expect(violation.line == 2)
        #expect(violation.message.hasPrefix("feature BlogFeatureTests imports CartFeature, another feature's"))
    }

    @Test func aPreviewImportingAnotherFeaturesImplementationFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/BlogPreview/Both.swift", "import BlogFeature\nimport CartFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureImportsImplementation)
        #expect(violation.file == "Packages/Features/Sources/BlogPreview/Both.swift")
        #expect(violation.line == 2)
        #expect(violation.message.hasPrefix("feature BlogPreview imports CartFeature, another feature's"))
    }

    @Test func implementationsTheirTestsAndPreviewsMayImportTheirOwnFeatureAnyInterfaceAndTheKit() throws {
        let repository = try FixtureRepository.clean()
        let everythingAllowed =
            "import BlogFeature\nimport BlogFeatureInterface\nimport CartFeatureInterface\nimport FeatureKit\n"
        try repository.write("Packages/Features/Sources/BlogFeature/More.swift", everythingAllowed)
        try repository.write("Packages/Features/Tests/BlogFeatureTests/More.swift", everythingAllowed)
        try repository.write("Packages/Features/Sources/BlogPreview/More.swift", everythingAllowed)
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    // MARK: - An interface imports no implementation

    @Test func anInterfaceImportingItsOwnImplementationFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/BlogFeatureInterface/Live.swift", "import FeatureKit\nimport BlogFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceImportsImplementation)
        #expect(
            violation.description
                == "Packages/Features/Sources/BlogFeatureInterface/Live.swift:2: interface BlogFeatureInterface imports "
                + "BlogFeature, its own implementation; an interface imports no implementation, only other interfaces "
                + "and the layers to its left (Tools/layering-check/README.md#feature-interfaces)")
    }

    @Test func anInterfaceImportingAnotherFeaturesImplementationFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write("Packages/Features/Sources/CartFeatureInterface/Blog.swift", "import BlogFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceImportsImplementation)
        #expect(violation.line == 1)
        #expect(
            violation.message.hasPrefix(
                "interface CartFeatureInterface imports BlogFeature, a feature's implementation"))
    }

    @Test func anInterfaceTestTargetImportingAnImplementationFails() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Tests/CartFeatureInterfaceTests/RouteTests.swift",
            "import CartFeatureInterface\nimport Testing\nimport CartFeature\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceImportsImplementation)
        #expect(violation.line == 3)
        #expect(violation.message.hasPrefix("interface CartFeatureInterfaceTests imports CartFeature, its own"))
    }

    // MARK: - Interfaces form no cycle

    @Test func twoInterfacesImportingEachOtherFailOnceNamingBothEdges() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/CartRoute.swift",
            "import FeatureKit\nimport BlogFeatureInterface\n")
        // A second import of the same edge is not a second cycle.
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/More.swift", "import BlogFeatureInterface\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceCycle)
        #expect(
            violation.description
                == "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift:1: interfaces form a cycle: "
                + "BlogFeatureInterface → CartFeatureInterface → BlogFeatureInterface "
                + "(BlogFeatureInterface imports CartFeatureInterface at "
                + "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift:1; "
                + "CartFeatureInterface imports BlogFeatureInterface at "
                + "Packages/Features/Sources/CartFeatureInterface/CartRoute.swift:2); "
                + "interfaces import each other one way only (Tools/layering-check/README.md#feature-interfaces)")
    }

    @Test func aCycleThroughALongerChainFailsOnce() throws {
        let repository = try repositoryWithProduct()
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/Products.swift", "import ProductFeatureInterface\n")
        try repository.write(
            "Packages/Features/Sources/ProductFeatureInterface/Blog.swift", "import BlogFeatureInterface\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .interfaceCycle)
        #expect(violation.file == "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift")
        let expected: String = [
            "interfaces form a cycle: BlogFeatureInterface → CartFeatureInterface → ProductFeatureInterface → ",
            "BlogFeatureInterface (BlogFeatureInterface imports CartFeatureInterface at ",
            "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift:1; CartFeatureInterface imports ",
            "ProductFeatureInterface at Packages/Features/Sources/CartFeatureInterface/Products.swift:1; ",
            "ProductFeatureInterface imports BlogFeatureInterface at ",
            "Packages/Features/Sources/ProductFeatureInterface/Blog.swift:1)",
        ].joined()
        #expect(violation.message.hasPrefix(expected))
    }

    @Test func aTangleOfMoreInterfacesThanOneCycleIsReportedOnceNamingTheRest() throws {
        let repository = try repositoryWithProduct()
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/Links.swift",
            "import BlogFeatureInterface\nimport ProductFeatureInterface\n")
        try repository.write(
            "Packages/Features/Sources/ProductFeatureInterface/Cart.swift", "import CartFeatureInterface\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(
            violation.message.hasPrefix(
                "interfaces form a cycle: BlogFeatureInterface → CartFeatureInterface → BlogFeatureInterface "))
        #expect(violation.message.contains("; the same tangle also holds ProductFeatureInterface;"))
    }

    @Test func interfacesImportingEachOtherOneWayPass() throws {
        // A diamond: Blog → Cart, Blog → Product, Cart → Product; no way back.
        let repository = try repositoryWithProduct()
        try repository.write(
            "Packages/Features/Sources/BlogFeatureInterface/Products.swift", "import ProductFeatureInterface\n")
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/Products.swift", "import ProductFeatureInterface\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    // MARK: - FeatureKit imports no feature

    @Test(arguments: [
        ("Packages/Features/Sources/FeatureKit/Routes.swift", "import BlogFeature", "FeatureKit", "a feature;"),
        (
            "Packages/Features/Sources/FeatureKit/Routes.swift", "import CartFeatureInterface", "FeatureKit",
            "a feature's interface;"
        ),
        (
            "Packages/Features/Tests/FeatureKitTests/Routes.swift", "@testable import CartFeature", "FeatureKitTests",
            "a feature;"
        ),
    ])
    func featureKitImportingAFeatureOrAnInterfaceFails(
        file: String, line: String, target: String, what: String
    )
        throws
    {
        let repository = try FixtureRepository.clean()
        try repository.write(file, "import Foundation\n\(line)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .featureKitImportsFeature)
        #expect(violation.file == file)
        #expect(violation.line == 2)
        let module = line.split(separator: " ").last.map(String.init) ?? ""
        #expect(
            violation.message.hasPrefix(
                "\(target) imports \(module), \(what) FeatureKit is the shared mechanism and imports no feature "
                    + "and no interface"))
    }

    // MARK: - Home imports no other feature

    @Test(arguments: [
        ("Packages/Features/Sources/HomeFeature/HomeView.swift", "HomeFeature", "BlogFeatureInterface", "interface"),
        (
            "Packages/Features/Tests/HomeFeatureTests/HomeTests.swift", "HomeFeatureTests", "CartFeature",
            "implementation"
        ),
        ("Packages/Features/Sources/HomePreview/Preview.swift", "HomePreview", "CartFeatureInterface", "interface"),
    ])
    func homeImportingAnotherFeatureOrItsInterfaceFailsNamingFileAndLine(
        file: String, target: String, module: String, what: String
    ) throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/HomeFeatureInterface/HomePanel.swift", "import FeatureKit\nimport TerminalUI\n")
        try repository.write(file, "import FeatureKit\nimport HomeFeatureInterface\nimport \(module)\n")
        let violation = try #require(try repository.check().violations.only)
        #expect(violation.rule == .hostImportsFeature)
        #expect(
            violation.description
                == "\(file):3: \(target) imports \(module), another feature's \(what); Home knows no other feature: "
                + "a feature declares its panel in its own interface and the app hands Home the list "
                + "(Tools/layering-check/README.md#feature-interfaces)")
    }

    @Test func homeMayImportItsOwnInterfaceAndTheKitAndOtherInterfacesMayImportHomes() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/HomeFeatureInterface/HomePanel.swift", "import FeatureKit\nimport TerminalUI\n")
        try repository.write(
            "Packages/Features/Sources/HomeFeature/HomeView.swift", "import FeatureKit\nimport HomeFeatureInterface\n")
        try repository.write(
            "Packages/Features/Sources/CartFeatureInterface/CartHomePanel.swift", "import HomeFeatureInterface\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    // MARK: - Outside the rules

    @Test func otherTargetsOfTheFeaturesPackageAreNotFeatures() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Packages/Features/Sources/Gallery/All.swift", "import BlogFeature\nimport CartFeatureInterface\n")
        let report = try repository.check()
        #expect(report.isClean, "\(report.violations)")
    }

    @Test func theAppMayImportEveryFeatureAndInterface() throws {
        let repository = try FixtureRepository.clean()
        try repository.write(
            "Apps/cli-app/Tests/CLIAppCoreTests/Routes.swift",
            "import BlogFeature\nimport BlogFeatureInterface\nimport CartFeature\nimport CartFeatureInterface\n"
                + "import FeatureKit\n")
        #expect(try repository.check().isClean)
    }
}
