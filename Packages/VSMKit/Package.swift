// swift-tools-version: 6.2
import PackageDescription

// VSMKit: the View-State-Model framework (states, state sequences, the observable container) and
// VSMKitTesting, its testing kit. The libraries use the toolchain only; the tests also use
// Foundation+Ext (its seeded SplitMix64), which stands to VSMKit's left.
let package = Package(
    name: "VSMKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VSMKit", targets: ["VSMKit"]),
        .library(name: "VSMKitTesting", targets: ["VSMKitTesting"]),
    ],
    dependencies: [.package(path: "../Foundation+Ext")],
    targets: [
        .target(name: "VSMKit"),
        .target(name: "VSMKitTesting", dependencies: ["VSMKit"]),
        .testTarget(
            name: "VSMKitTests",
            dependencies: ["VSMKit", "VSMKitTesting", .product(name: "FoundationExt", package: "Foundation+Ext")]
        ),
        .testTarget(name: "VSMKitTestingTests", dependencies: ["VSMKit", "VSMKitTesting"]),
        // One test per call shape of vsm-ios 2.0 (the "Coming from vsm-ios" article): a shape that
        // stops compiling fails the build, naming it.
        .testTarget(name: "VSMiOSCompatibilityTests", dependencies: ["VSMKit", "VSMKitTesting"]),
    ]
)
