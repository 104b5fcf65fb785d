// swift-tools-version: 6.2
import PackageDescription

// TestSupport: what tests and tools need to drive programs from the outside (posix_spawn with
// deadlines, pseudo-terminals, the dev server as a child process, raw HTTP on loopback). Toolchain
// only. Test targets and tools may depend on it; library (non-test) targets never: the layering
// check enforces that.
let package = Package(
    name: "TestSupport",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "ProcessTestSupport", targets: ["ProcessTestSupport"])
    ],
    targets: [
        .target(name: "ProcessTestSupport"),
        .testTarget(name: "ProcessTestSupportTests", dependencies: ["ProcessTestSupport"]),
    ]
)
