// swift-tools-version: 6.2
import PackageDescription

// layering-check: reads every Package.swift and every import under Packages/ and Apps/ and fails
// on an edge that runs against TestSupport → Foundation+Ext → Domain → Services → VSMKit →
// TerminalUI → Features → Apps (and on a feature reaching past another's interface), and on a
// platform import (Glibc, Darwin, Musl) anywhere outside its #if canImport.
// Its library holds the repository's one reader of manifests (ManifestReader: SwiftPM's own reading,
// `swift package dump-package`), which Tools/monorepo uses too.
// No dependencies, so `make lint` builds it quickly and offline.
let package = Package(
    name: "layering-check",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "layering-check", targets: ["layering-check"]),
        .library(name: "LayeringCheck", targets: ["LayeringCheck"]),
    ],
    targets: [
        .target(name: "LayeringCheck"),
        .executableTarget(name: "layering-check", dependencies: ["LayeringCheck"]),
        .testTarget(name: "LayeringCheckTests", dependencies: ["LayeringCheck"]),
    ]
)
