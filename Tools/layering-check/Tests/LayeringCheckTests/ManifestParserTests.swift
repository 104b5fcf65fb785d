import LayeringCheck
import Testing

struct ManifestParserTests {
    private let manifest = """
        // swift-tools-version: 6.2
        import PackageDescription

        let package = Package(
            name: "Features",
            dependencies: [
                .package(path: "../Domain"),
                .package(name: "Services", path: "../Services"),
                .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                .package(id: "apple.swift-numerics", exact: "1.0.2"),
                // .package(path: "../Commented"),
            ],
            targets: [
                .target(name: "TerminalUI"),
                .target(
                    name: "BlogFeature",
                    dependencies: ["TerminalUI", .product(name: "Domain", package: "Domain")]
                ),
                .testTarget(name: "BlogFeatureTests", dependencies: [.target(name: "BlogFeature")]),
                .executableTarget(name: "blog-preview"),
                .macro(name: "Macros"),
            ]
        )
        """

    @Test func readsLocalDependenciesWithTheirLines() {
        let parsed = ManifestParser.parse(manifest)
        #expect(
            parsed.localDependencies == [
                .init(path: "../Domain", line: 7), .init(path: "../Services", line: 8),
            ])
    }

    @Test func readsRemoteDependenciesByURLAndRegistryIdentity() {
        let parsed = ManifestParser.parse(manifest)
        #expect(
            parsed.remoteDependencies == [
                .init(location: "https://github.com/apple/swift-collections", line: 9),
                .init(location: "apple.swift-numerics", line: 10),
            ])
    }

    @Test func readsEveryKindOfTargetDeclaration() {
        let names = Set(ManifestParser.parse(manifest).targets.map(\.name))
        #expect(names == ["TerminalUI", "BlogFeature", "BlogFeatureTests", "blog-preview", "Macros"])
    }

    @Test func productsAndTargetDependenciesAreNotPackageDependencies() {
        let parsed = ManifestParser.parse(
            """
            let package = Package(name: "X", targets: [
                .target(name: "X", dependencies: [.product(name: "Domain", package: "Domain")]),
            ])
            """)
        #expect(parsed.localDependencies.isEmpty)
        #expect(parsed.remoteDependencies.isEmpty)
        #expect(parsed.targets.map(\.name) == ["X"])
    }

    @Test func anUnfinishedManifestGivesWhatCanBeRead() {
        let parsed = ManifestParser.parse(
            "let package = Package(dependencies: [.package(path: \"../Domain\"), .package(")
        // The finished `.package(path:)` is read; the cut-off call after it is skipped, not a crash.
        #expect(parsed.localDependencies == [.init(path: "../Domain", line: 1)])
        #expect(ManifestParser.parse("").targets.isEmpty)
    }

    @Test func theModuleNameOfATargetReplacesWhatAnIdentifierCannotHold() {
        #expect(ProjectPackage.moduleName(ofTarget: "cli-app") == "cli_app")
        #expect(ProjectPackage.moduleName(ofTarget: "BlogFeature") == "BlogFeature")
        #expect(ProjectPackage.moduleName(ofTarget: "3d") == "_3d")
    }
}
