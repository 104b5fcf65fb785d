// swift-tools-version: 6.2
import PackageDescription

// VSMKit: the View-State-Model framework (states, state sequences, the observable container) and
// VSMKitTesting, its testing kit. Toolchain only: no package dependencies.
let package = Package(
    name: "VSMKit",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "VSMKit", targets: ["VSMKit"]),
        .library(name: "VSMKitTesting", targets: ["VSMKitTesting"]),
    ],
    targets: [
        .target(name: "VSMKit"),
        .target(name: "VSMKitTesting", dependencies: ["VSMKit"]),
        .testTarget(name: "VSMKitTests", dependencies: ["VSMKit", "VSMKitTesting"]),
        .testTarget(name: "VSMKitTestingTests", dependencies: ["VSMKit", "VSMKitTesting"]),
    ]
)
