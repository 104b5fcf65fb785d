// swift-tools-version: 6.2
import PackageDescription

// Domain: pure value types and their rules. No I/O, no JSON shapes, no dependencies.
let package = Package(
    name: "Domain",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Domain", targets: ["Domain"])
    ],
    targets: [
        .target(name: "Domain"),
        .testTarget(name: "DomainTests", dependencies: ["Domain"]),
    ]
)
