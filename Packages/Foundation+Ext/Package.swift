// swift-tools-version: 6.2
import PackageDescription

// Foundation+Ext: small, tested extensions the whole app uses. Toolchain only, no dependencies.
let package = Package(
    name: "Foundation+Ext",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "FoundationExt", targets: ["FoundationExt"])
    ],
    targets: [
        .target(name: "FoundationExt"),
        .testTarget(name: "FoundationExtTests", dependencies: ["FoundationExt"]),
    ]
)
