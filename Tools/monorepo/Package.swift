// swift-tools-version: 6.2
import PackageDescription

// monorepo: the repository's package graph, read from the manifests. `affected` names the packages a
// change touches (and those that depend on them), `graph` draws the package and target graph as DOT.
// It reads manifests with the layering check's ManifestReader (SwiftPM's own reading), so the two tools
// cannot disagree on a manifest.
let package = Package(
    name: "monorepo",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "monorepo", targets: ["monorepo"]),
        .library(name: "Monorepo", targets: ["Monorepo"]),
    ],
    dependencies: [
        .package(path: "../layering-check")
    ],
    targets: [
        .target(name: "Monorepo", dependencies: [.product(name: "LayeringCheck", package: "layering-check")]),
        .executableTarget(
            name: "monorepo", dependencies: ["Monorepo", .product(name: "LayeringCheck", package: "layering-check")]),
        .testTarget(
            name: "MonorepoTests",
            dependencies: ["Monorepo", .product(name: "LayeringCheck", package: "layering-check")]
        ),
    ]
)
