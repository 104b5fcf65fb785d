// swift-tools-version: 6.2
import PackageDescription

// Features: one library target per feature (states, models, a terminal view, tests) and FeatureKit,
// the code every feature shares. Views render into TerminalUI (its own package, to the left).
// Toolchain only, no remote packages.
//
// Layering: FeatureKit (not a feature) imports TerminalUI, VSMKit, Services and Domain. A feature
// imports FeatureKit, TerminalUI, VSMKit, Services, Domain and FoundationExt, and never another
// feature.
//
// Tools/scaffolding/new-feature.sh inserts a new feature's lines just above the two
// `── new-feature.sh inserts ... above ──` markers below: keep them.

/// What every feature target depends on.
let featureDependencies: [Target.Dependency] = [
    "FeatureKit",
    .product(name: "TerminalUI", package: "TerminalUI"),
    .product(name: "VSMKit", package: "VSMKit"),
    .product(name: "Services", package: "Services"),
    .product(name: "Domain", package: "Domain"),
    .product(name: "FoundationExt", package: "Foundation+Ext"),
]

/// What every feature's test target depends on, besides the feature itself.
let featureTestDependencies: [Target.Dependency] =
    featureDependencies + [
        .product(name: "VSMKitTesting", package: "VSMKit"),
        .product(name: "ServicesTestSupport", package: "Services"),
    ]

/// What every preview executable depends on, besides its feature.
let previewDependencies: [Target.Dependency] = ["FeatureKit"]

let package = Package(
    name: "Features",
    platforms: [.macOS(.v15)],
    products: [
        // The vocabulary features share with the app (routes, the equality-neutral Service wrapper).
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        // ── Feature products: a library and a `preview-<name>` executable each ──────────────
        .library(name: "BlogFeature", targets: ["BlogFeature"]),
        .executable(name: "preview-blog", targets: ["BlogPreview"]),
        .library(name: "ProductFeature", targets: ["ProductFeature"]),
        .executable(name: "preview-product", targets: ["ProductPreview"]),
        .library(name: "CartFeature", targets: ["CartFeature"]),
        .executable(name: "preview-cart", targets: ["CartPreview"]),
        // ── new-feature.sh inserts feature products above ────────────────────────────────────
    ],
    dependencies: [
        .package(path: "../Foundation+Ext"),
        .package(path: "../Domain"),
        .package(path: "../Services"),
        .package(path: "../VSMKit"),
        .package(path: "../TerminalUI"),
    ],
    targets: [
        // What the features share (not a feature, so features may import it): routes, the Service
        // wrapper that keeps services out of equality, the headless run, the preview runner, error
        // and price text.
        .target(
            name: "FeatureKit",
            dependencies: [
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "VSMKit", package: "VSMKit"),
                .product(name: "Services", package: "Services"),
                .product(name: "Domain", package: "Domain"),
            ]
        ),
        .testTarget(
            name: "FeatureKitTests",
            dependencies: [
                "FeatureKit",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUITesting", package: "TerminalUI"),
                .product(name: "VSMKit", package: "VSMKit"),
                .product(name: "VSMKitTesting", package: "VSMKit"),
                .product(name: "Services", package: "Services"),
                .product(name: "Domain", package: "Domain"),
            ]
        ),

        // ── Feature targets: the library, its tests and its preview executable ──────────────
        .target(name: "BlogFeature", dependencies: featureDependencies),
        .testTarget(name: "BlogFeatureTests", dependencies: ["BlogFeature"] + featureTestDependencies),
        .executableTarget(name: "BlogPreview", dependencies: ["BlogFeature"] + previewDependencies),
        .target(name: "ProductFeature", dependencies: featureDependencies),
        .testTarget(name: "ProductFeatureTests", dependencies: ["ProductFeature"] + featureTestDependencies),
        .executableTarget(name: "ProductPreview", dependencies: ["ProductFeature"] + previewDependencies),
        .target(name: "CartFeature", dependencies: featureDependencies),
        .testTarget(name: "CartFeatureTests", dependencies: ["CartFeature"] + featureTestDependencies),
        .executableTarget(name: "CartPreview", dependencies: ["CartFeature"] + previewDependencies),
        // ── new-feature.sh inserts feature targets above ─────────────────────────────────────
    ]
)
