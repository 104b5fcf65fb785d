/// A small repository that follows every rule, shaped like the real one: the six library layers
/// and one app, with test-support libraries, features with interfaces, a shared feature kit and a
/// preview. Its manifests are whole (SwiftPM reads them) but declare little beyond what the check
/// reads (targets and package dependencies), so most list no products.
extension FixtureRepository {
    /// The number of `import` declarations in the clean tree.
    static let cleanImportCount = 53

    /// A fresh clean repository.
    static func clean() throws -> FixtureRepository {
        let repository = try FixtureRepository()
        try repository.writeCleanTree()
        return repository
    }

    /// A clean repository with `Packages/TestSupport` and its `ProcessTestSupport` library, which
    /// no package depends on yet.
    static func cleanWithTestSupport() throws -> FixtureRepository {
        let repository = try clean()
        try repository.write(
            "Packages/TestSupport/Package.swift",
            manifest(
                """
                let package = Package(
                    name: "TestSupport",
                    products: [.library(name: "ProcessTestSupport", targets: ["ProcessTestSupport"])],
                    targets: [.target(name: "ProcessTestSupport")]
                )
                """))
        try repository.write(
            "Packages/TestSupport/Sources/ProcessTestSupport/ChildProcess.swift", "import Foundation\n")
        return repository
    }

    private func writeCleanTree() throws {
        // Foundation+Ext: 3 imports
        try write(
            "Packages/Foundation+Ext/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Foundation+Ext",
                products: [.library(name: "FoundationExt", targets: ["FoundationExt"])],
                targets: [
                    .target(name: "FoundationExt"),
                    .testTarget(name: "FoundationExtTests", dependencies: ["FoundationExt"]),
                ]
            )
            """)
        try write(
            "Packages/Foundation+Ext/Sources/FoundationExt/LockedBox.swift",
            "import Synchronization\n\npublic final class LockedBox {}\n")
        try write(
            "Packages/Foundation+Ext/Tests/FoundationExtTests/LockedBoxTests.swift",
            "import FoundationExt\nimport Testing\n\n@Test func boxes() {}\n")

        // Domain: 4 imports
        try write(
            "Packages/Domain/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Domain",
                products: [.library(name: "Domain", targets: ["Domain"])],
                dependencies: [.package(path: "../Foundation+Ext")],
                targets: [
                    .target(name: "Domain", dependencies: [.product(name: "FoundationExt", package: "Foundation+Ext")]),
                    .testTarget(name: "DomainTests", dependencies: ["Domain"]),
                ]
            )
            """)
        try write("Packages/Domain/Sources/Domain/Money.swift", Self.money(extraImport: nil))
        try write("Packages/Domain/Tests/DomainTests/MoneyTests.swift", "@testable import Domain\nimport Testing\n")

        // Services: 7 imports
        try write(
            "Packages/Services/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Services",
                dependencies: \(Self.dependencies(on: "Foundation+Ext", "Domain")),
                targets: [
                    .target(name: "Services", dependencies: ["Domain"]),
                    .target(name: "ServicesTestSupport", dependencies: ["Services"]),
                    .testTarget(name: "ServicesTests", dependencies: ["Services", "ServicesTestSupport"]),
                ]
            )
            """)
        try write(
            "Packages/Services/Sources/Services/HTTPClient.swift",
            """
            import Domain
            import Foundation
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            public import FoundationExt
            """)
        try write("Packages/Services/Sources/ServicesTestSupport/Stubs.swift", "import Services\n")
        try write(
            "Packages/Services/Tests/ServicesTests/HTTPClientTests.swift", "@testable import Services\nimport Testing\n"
        )

        // VSMKit: 6 imports
        try write(
            "Packages/VSMKit/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "VSMKit",
                targets: [
                    .target(name: "VSMKit"),
                    .target(name: "VSMKitTesting", dependencies: ["VSMKit"]),
                    .testTarget(name: "VSMKitTests", dependencies: ["VSMKit", "VSMKitTesting"]),
                ]
            )
            """)
        try write(
            "Packages/VSMKit/Sources/VSMKit/StateContainer.swift",
            "import Foundation\nimport Observation\nimport Synchronization\n")
        try write("Packages/VSMKit/Sources/VSMKitTesting/Recorder.swift", "import VSMKit\n")
        try write(
            "Packages/VSMKit/Tests/VSMKitTests/StateContainerTests.swift", "import Testing\nimport VSMKitTesting\n")

        // TerminalUI: 7 imports; its tests use VSMKit's clock
        try write(
            "Packages/TerminalUI/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "TerminalUI",
                dependencies: \(Self.dependencies(on: "Foundation+Ext", "VSMKit")),
                targets: [
                    .target(name: "TerminalUI", dependencies: ["FoundationExt"]),
                    .target(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
                    .testTarget(name: "TerminalUITests", dependencies: ["TerminalUITesting", "VSMKitTesting"]),
                ]
            )
            """)
        try write(
            "Packages/TerminalUI/Sources/TerminalUI/Screen.swift",
            Self.terminalScreen(extraImport: nil))
        try write("Packages/TerminalUI/Sources/TerminalUITesting/FakeTerminal.swift", "import TerminalUI\n")
        try write(
            "Packages/TerminalUI/Tests/TerminalUITests/ScreenTests.swift",
            "import TerminalUI\nimport TerminalUITesting\nimport Testing\nimport VSMKitTesting\n")

        // Features: 8 imports in BlogFeature, 2 in BlogFeatureInterface, 1 in CartFeatureInterface,
        // 2 in FeatureKit, 3 in BlogFeatureTests, 2 in CartFeature, 2 in BlogPreview
        try write(
            "Packages/Features/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let featureDependencies: [Target.Dependency] = ["FeatureKit", "VSMKit", "Services", "Domain"]

            let package = Package(
                name: "Features",
                dependencies: \(Self.dependencies(on: "Foundation+Ext", "Domain", "Services", "VSMKit", "TerminalUI")),
                targets: [
                    .target(name: "FeatureKit"),
                    .target(name: "BlogFeatureInterface", dependencies: ["FeatureKit", "CartFeatureInterface"]),
                    .target(name: "BlogFeature", dependencies: featureDependencies + ["BlogFeatureInterface"]),
                    .target(name: "CartFeatureInterface", dependencies: ["FeatureKit"]),
                    .target(name: "CartFeature", dependencies: featureDependencies + ["CartFeatureInterface"]),
                    .testTarget(name: "BlogFeatureTests", dependencies: ["BlogFeature"]),
                    .executableTarget(name: "BlogPreview", dependencies: ["BlogFeature", "FeatureKit"]),
                ]
            )
            """)
        try write("Packages/Features/Sources/FeatureKit/Screen.swift", "import Foundation\nimport FoundationExt\n")
        try write(
            "Packages/Features/Sources/BlogFeature/BlogView.swift",
            Self.blogView(extraImport: nil))
        try write(
            "Packages/Features/Sources/BlogFeatureInterface/BlogRoute.swift",
            "import CartFeatureInterface\nimport FeatureKit\n")
        try write("Packages/Features/Sources/CartFeatureInterface/CartRoute.swift", "import FeatureKit\n")
        try write(
            "Packages/Features/Sources/CartFeature/CartView.swift", "import CartFeatureInterface\nimport FeatureKit\n")
        try write(
            "Packages/Features/Tests/BlogFeatureTests/BlogFeatureTests.swift",
            "@testable import BlogFeature\nimport ServicesTestSupport\nimport VSMKitTesting\n")
        try write("Packages/Features/Sources/BlogPreview/Preview.swift", "import BlogFeature\nimport FeatureKit\n")

        // cli-app: 6 imports, including a third-party module
        try write(
            "Apps/cli-app/Package.swift",
            """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "cli-app",
                dependencies: [
                    .package(path: "../../Packages/Features"),
                    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
                ],
                targets: [
                    .executableTarget(name: "cli-app", dependencies: ["CLIAppCore"]),
                    .target(name: "CLIAppCore"),
                    .testTarget(name: "CLIAppCoreTests", dependencies: ["CLIAppCore"]),
                ]
            )
            """)
        try write("Apps/cli-app/Sources/cli-app/Main.swift", "import ArgumentParser\nimport CLIAppCore\n")
        try write(
            "Apps/cli-app/Sources/CLIAppCore/Router.swift", "import BlogFeature\nimport CartFeature\nimport Domain\n")
        try write("Apps/cli-app/Tests/CLIAppCoreTests/RouterTests.swift", "@testable import CLIAppCore\n")
    }

    /// A library manifest's `dependencies:` list: a `.package(path:)` on each of the `packages` beside
    /// it in `Packages/`, one a line, as the manifests below indent them (tests edit those lines).
    private static func dependencies(on packages: String...) -> String {
        "[\n" + packages.map { "        .package(path: \"../\($0)\"),\n" }.joined() + "    ]"
    }

    /// TerminalUI's `Screen.swift`, with `extraImport` on line 3 when given.
    static func terminalScreen(extraImport: String?) -> String {
        libraryFile(declaring: "Screen", extraImport: extraImport)
    }

    /// BlogFeature's `BlogView.swift`, with `extraImport` on line 4 when given: it reaches the cart
    /// through the cart's interface.
    static func blogView(extraImport: String?) -> String {
        """
        import BlogFeatureInterface
        import CartFeatureInterface
        import Domain
        \(extraImport ?? "")
        import FeatureKit
        import FoundationExt
        import Services
        import TerminalUI
        import VSMKit
        """
    }

    /// Domain's `Money.swift`, with `extraImport` on line 3 when given.
    static func money(extraImport: String?) -> String {
        libraryFile(declaring: "Money", extraImport: extraImport)
    }

    /// A file that imports Foundation and FoundationExt, then `extraImport` on line 3 when given,
    /// and declares `type`.
    private static func libraryFile(declaring type: String, extraImport: String?) -> String {
        """
        import Foundation
        import FoundationExt
        \(extraImport ?? "")
        public struct \(type): Sendable {}
        """
    }
}
