// swift-tools-version: 6.2
import PackageDescription

// Benchmarks: plain executables, run in release, each measuring its baseline in the same run and
// printing ratios. `BenchSupport` holds the shared harness (timing, statistics, table, `--quick`).
//
// To add a benchmark: a folder `Sources/<name>-bench` with a `main.swift`, one `.executableTarget`
// below depending on "BenchSupport" (and on the package it measures, added to `dependencies`).
let package = Package(
    name: "bench",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../Packages/VSMKit"),
        .package(path: "../../Packages/Services"),
        .package(path: "../../Packages/Foundation+Ext"),
        .package(path: "../../Packages/TestSupport"),
        .package(path: "../../Packages/Features"),
        .package(path: "../../Packages/TerminalUI"),
    ],
    targets: [
        .target(
            name: "BenchSupport",
            dependencies: [
                .product(name: "ProcessTestSupport", package: "TestSupport"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .executableTarget(
            name: "vsmkit-bench",
            dependencies: ["BenchSupport", .product(name: "VSMKit", package: "VSMKit")]
        ),
        .executableTarget(
            name: "search-bench",
            dependencies: [
                "BenchSupport", .product(name: "Services", package: "Services"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .executableTarget(
            name: "redraw-bench",
            dependencies: [
                "BenchSupport", .product(name: "BlogFeature", package: "Features"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUITesting", package: "TerminalUI"), .product(name: "VSMKit", package: "VSMKit"),
                .product(name: "Services", package: "Services"),
            ]
        ),
        // The app-level benchmarks time the release binaries from outside (cli-app, api-server).
        // Their floor is built as `--static-swift-stdlib` builds (what `make install` builds cli-app
        // with), on Linux: compiled against the static modules, linked statically. macOS has the Swift
        // runtime in the OS and cannot link it statically.
        .executableTarget(
            name: "trivial-exe",
            swiftSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))],
            linkerSettings: [.unsafeFlags(["-static-stdlib"], .when(platforms: [.linux]))]
        ),
        .executableTarget(
            name: "cli-bench",
            dependencies: ["BenchSupport", .product(name: "ProcessTestSupport", package: "TestSupport")]
        ),
        // Not a benchmark: the table of every benchmark's budgets at the end of `make bench`.
        .executableTarget(name: "bench-budget", dependencies: ["BenchSupport"]),
        .testTarget(name: "BenchSupportTests", dependencies: ["BenchSupport"]),
        .executableTarget(
            name: "live-bench",
            dependencies: ["BenchSupport", .product(name: "ProcessTestSupport", package: "TestSupport")]
        ),
        .executableTarget(
            name: "load-bench",
            dependencies: ["BenchSupport", .product(name: "ProcessTestSupport", package: "TestSupport")]
        ),
    ]
)
