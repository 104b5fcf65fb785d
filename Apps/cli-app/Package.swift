// swift-tools-version: 6.2
import PackageDescription

// cli-app: the composition root. Parses arguments, builds the dependencies, owns the terminal and
// routes between the features. The only package that may use remote packages (argument parsing).

// What the app composes and its tests drive: argument parsing, the terminal, the features, the services.
let composed: [Target.Dependency] = [
    .product(name: "ArgumentParser", package: "swift-argument-parser"),
    .product(name: "TerminalUI", package: "TerminalUI"),
    .product(name: "FeatureKit", package: "Features"),
    .product(name: "HomeFeature", package: "Features"),
    .product(name: "HomeFeatureInterface", package: "Features"),
    .product(name: "BlogFeature", package: "Features"),
    .product(name: "BlogFeatureInterface", package: "Features"),
    .product(name: "ProductFeature", package: "Features"),
    .product(name: "ProductFeatureInterface", package: "Features"),
    .product(name: "CartFeature", package: "Features"),
    .product(name: "CartFeatureInterface", package: "Features"),
    .product(name: "CheckoutFeature", package: "Features"),
    .product(name: "CheckoutFeatureInterface", package: "Features"),
    // ── new-feature.sh inserts feature products above ──
    .product(name: "Services", package: "Services"),
    .product(name: "Domain", package: "Domain"),
]

let package = Package(
    name: "cli-app",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "cli-app", targets: ["cli-app"])
    ],
    dependencies: [
        .package(path: "../../Packages/Features"),
        .package(path: "../../Packages/TerminalUI"),
        .package(path: "../../Packages/Services"),
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/VSMKit"),
        .package(path: "../../Packages/Foundation+Ext"),
        .package(path: "../../Packages/TestSupport"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    ],
    targets: [
        // A thin `@main` over the library, so everything is testable.
        // In the debug build it exports its symbols, so that libcurl's stand-ins (CurlOnDemand) take
        // the shared FoundationNetworking's calls too, and the end-to-end tests' `--api` runs go
        // through them.
        .executableTarget(
            name: "cli-app", dependencies: ["CLIApp", "CurlOnDemand"],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "--export-dynamic"], .when(platforms: [.linux], configuration: .debug))
            ]
        ),
        // libcurl opened by the first `--api` request instead of at every start (see its one file).
        // Linux only: elsewhere URLSession does not run on libcurl.
        .target(
            name: "CurlOnDemand",
            cSettings: [.define("CURL_ON_DEMAND", .when(platforms: [.linux]))]
        ),
        .target(
            name: "CLIApp",
            dependencies: composed + [
                .product(name: "VSMKit", package: "VSMKit"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .testTarget(
            name: "CLIAppTests",
            dependencies: [
                "CLIApp",
                // Not imported: listed so the binary the pseudo-terminal tests launch is built first.
                "cli-app",
            ] + composed + [
                .product(name: "ProcessTestSupport", package: "TestSupport"),
                .product(name: "VSMKitTesting", package: "VSMKit"),
            ]
        ),
    ]
)
