import LayeringCheck
import Testing

struct ManifestLinesTests {
    private let lines = ManifestLines(
        manifest: """
            // swift-tools-version: 6.2
            import PackageDescription

            let package = Package(
                name: "Features",
                products: [.library(name: "BlogFeature", targets: ["BlogFeature"])],
                dependencies: [
                    // .package(path: "../Domain"),
                    .package(path: "../Domain"),
                    .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                    /* .package(id: "apple.swift-numerics", exact: "1.0.2"), */
                    .package(id: "apple.swift-numerics", exact: "1.0.2"),
                ],
                targets: [
                    .target(
                        name: "BlogFeature",
                        dependencies: [.product(name: "Domain", package: "Domain")]
                    ),
                    .testTarget(name: "BlogFeatureTests", dependencies: ["BlogFeature"]),
                ]
            )
            """)

    @Test func pointsAtTheLiteralOfADependencyNotAtACommentedOutOne() {
        #expect(lines.line { $0 == "../Domain" } == 9)
        #expect(lines.line { $0 == "https://github.com/apple/swift-collections" } == 10)
        #expect(lines.line { $0 == "apple.swift-numerics" } == 12)
    }

    @Test func pointsAtATargetsNameInItsDeclarationNotAtAProductOfTheSameName() {
        #expect(lines.line(ofTarget: "BlogFeature") == 16)
        #expect(lines.line(ofTarget: "BlogFeatureTests") == 19)
    }

    @Test func whatTheTextDoesNotSpellIsLineOne() {
        #expect(lines.line { $0 == "../Services" } == 1)
        #expect(lines.line(ofTarget: "Generated") == 1)
        #expect(ManifestLines(manifest: "").line { _ in true } == 1)
    }

    @Test func multiLineRawAndUnfinishedLiteralsKeepTheLinesRight() {
        let lines = ManifestLines(
            manifest: #"""
                let note = """
                    "../Domain"
                    """
                let raw = #"../Raw"#
                let broken = "no closing quote
                let path = "../Domain", escaped = "a\"b"
                """#)
        #expect(lines.line { $0 == "../Domain" } == 6)
        #expect(lines.line { $0 == "../Raw" } == 4)
        #expect(lines.line { $0 == #"a\"b"# } == 6)
    }
}
