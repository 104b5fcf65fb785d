// swift-tools-version: 6.2
import PackageDescription

// Features: per feature an interface target (its routes with their deep links, and what another
// feature may embed) and an implementation target (states, models, terminal views), with its tests
// and a preview executable; and FeatureKit, the mechanism every feature shares (no per-feature case).
// Views render into TerminalUI (its own package, to the left). Toolchain only, no remote packages.
//
// Layering (make lint enforces it): an implementation imports its own interface and other
// features' interfaces, never another feature's implementation; an interface imports no
// implementation, and interfaces form no cycle; FeatureKit imports no feature. The app injects the
// implementations.
//
// Tools/scaffolding/new-feature.sh inserts a new feature's lines just above the two
// `── new-feature.sh inserts ... above ──` markers below: keep them.

/// What every feature's interface depends on: links and routes, and the values and views its
/// declarations name. Nothing of an implementation (no Services, no VSMKit: make lint checks).
let interfaceDependencies: [Target.Dependency] = [
    "FeatureRouting",
    .product(name: "TerminalUI", package: "TerminalUI"),
    .product(name: "Domain", package: "Domain"),
]

/// What every feature target depends on, besides its own interface and the interfaces it uses.
let featureDependencies: [Target.Dependency] = [
    "FeatureKit",
    .product(name: "TerminalUI", package: "TerminalUI"),
    .product(name: "VSMKit", package: "VSMKit"),
    .product(name: "Services", package: "Services"),
    .product(name: "Domain", package: "Domain"),
    .product(name: "FoundationExt", package: "Foundation+Ext"),
]

/// What every feature's test target depends on, besides the feature itself. `StateRecordingHook`
/// records the transitions the tests drive, for the state diagrams (`make states`, docs/states).
let featureTestDependencies: [Target.Dependency] =
    featureDependencies + [
        "StateRecordingHook",
        .product(name: "VSMKitTesting", package: "VSMKit"),
        .product(name: "ServicesTestSupport", package: "Services"),
        .product(name: "TerminalUITesting", package: "TerminalUI"),
    ]

/// The committed preview snapshots beside a feature's tests: test data, not sources.
let snapshots = ["__Snapshots__"]

/// What every preview executable depends on, besides its feature.
let previewDependencies: [Target.Dependency] = ["FeatureKit"]

let package = Package(
    name: "Features",
    platforms: [.macOS(.v15)],
    products: [
        // Deep links and linkable routes: all an interface needs of the shared mechanism.
        .library(name: "FeatureRouting", targets: ["FeatureRouting"]),
        // The mechanism features share with the app: registration, the navigator, previews, `@Service`.
        .library(name: "FeatureKit", targets: ["FeatureKit"]),
        // ── Feature products: an interface, an implementation and a `preview-<name>` executable each ──
        .library(name: "HomeFeatureInterface", targets: ["HomeFeatureInterface"]),
        .library(name: "HomeFeature", targets: ["HomeFeature"]),
        .executable(name: "preview-home", targets: ["HomePreview"]),
        .library(name: "BlogFeatureInterface", targets: ["BlogFeatureInterface"]),
        .library(name: "BlogFeature", targets: ["BlogFeature"]),
        .executable(name: "preview-blog", targets: ["BlogPreview"]),
        .library(name: "ProductFeatureInterface", targets: ["ProductFeatureInterface"]),
        .library(name: "ProductFeature", targets: ["ProductFeature"]),
        .executable(name: "preview-product", targets: ["ProductPreview"]),
        .library(name: "CartFeatureInterface", targets: ["CartFeatureInterface"]),
        .library(name: "CartFeature", targets: ["CartFeature"]),
        .executable(name: "preview-cart", targets: ["CartPreview"]),
        .library(name: "CheckoutFeatureInterface", targets: ["CheckoutFeatureInterface"]),
        .library(name: "CheckoutFeature", targets: ["CheckoutFeature"]),
        .executable(name: "preview-checkout", targets: ["CheckoutPreview"]),
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
        // Deep links and the routes they open: what interfaces use, with no implementation below.
        .target(name: "FeatureRouting", dependencies: [.product(name: "TerminalUI", package: "TerminalUI")]),
        // What the features share (not a feature, so features and the app may import it): the
        // registration of routes, the navigator, the Service wrapper, the headless run, the
        // preview runner, error and price text. It re-exports FeatureRouting.
        .target(
            name: "FeatureKit",
            dependencies: [
                "FeatureRouting",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "VSMKit", package: "VSMKit"),
                .product(name: "Services", package: "Services"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
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

        // Linked into every feature's test process: starts VSMKitTesting's StateCaseRecorder as the
        // process loads, before any test, when VSM_STATES_OUT names a folder (a C constructor).
        .target(
            name: "StateRecordingHook",
            dependencies: [.product(name: "VSMKitTesting", package: "VSMKit")],
            path: "TestSupport/StateRecordingHook"
        ),

        // ── Feature targets: the interface, the implementation, its tests and its preview ───────
        .target(name: "HomeFeatureInterface", dependencies: interfaceDependencies),
        .target(name: "HomeFeature", dependencies: ["HomeFeatureInterface"] + featureDependencies),
        .testTarget(
            name: "HomeFeatureTests", dependencies: ["HomeFeature", "HomeFeatureInterface"] + featureTestDependencies,
            exclude: snapshots),
        .executableTarget(name: "HomePreview", dependencies: ["HomeFeature"] + previewDependencies),
        .target(name: "BlogFeatureInterface", dependencies: ["HomeFeatureInterface"] + interfaceDependencies),
        .target(
            name: "BlogFeature", dependencies: ["BlogFeatureInterface", "HomeFeatureInterface"] + featureDependencies),
        .testTarget(
            name: "BlogFeatureTests", dependencies: ["BlogFeature", "BlogFeatureInterface"] + featureTestDependencies,
            exclude: snapshots),
        .executableTarget(
            name: "BlogPreview", dependencies: ["BlogFeature", "BlogFeatureInterface"] + previewDependencies),
        .target(name: "ProductFeatureInterface", dependencies: ["HomeFeatureInterface"] + interfaceDependencies),
        .target(
            name: "ProductFeature",
            dependencies: ["ProductFeatureInterface", "CartFeatureInterface", "HomeFeatureInterface"]
                + featureDependencies),
        .testTarget(
            name: "ProductFeatureTests",
            dependencies: ["ProductFeature", "ProductFeatureInterface", "CartFeatureInterface"]
                + featureTestDependencies, exclude: snapshots
        ),
        .executableTarget(
            name: "ProductPreview", dependencies: ["ProductFeature", "ProductFeatureInterface"] + previewDependencies),
        .target(name: "CartFeatureInterface", dependencies: ["HomeFeatureInterface"] + interfaceDependencies),
        .target(
            name: "CartFeature",
            dependencies: ["CartFeatureInterface", "CheckoutFeatureInterface", "HomeFeatureInterface"]
                + featureDependencies),
        .testTarget(
            name: "CartFeatureTests",
            dependencies: ["CartFeature", "CartFeatureInterface", "CheckoutFeatureInterface"] + featureTestDependencies,
            exclude: snapshots),
        .executableTarget(
            name: "CartPreview", dependencies: ["CartFeature", "CartFeatureInterface"] + previewDependencies),
        .target(name: "CheckoutFeatureInterface", dependencies: interfaceDependencies),
        .target(name: "CheckoutFeature", dependencies: ["CheckoutFeatureInterface"] + featureDependencies),
        .testTarget(
            name: "CheckoutFeatureTests",
            dependencies: ["CheckoutFeature", "CheckoutFeatureInterface"] + featureTestDependencies,
            exclude: snapshots),
        .executableTarget(
            name: "CheckoutPreview",
            dependencies: ["CheckoutFeature", "CheckoutFeatureInterface"] + previewDependencies),
        // ── new-feature.sh inserts feature targets above ─────────────────────────────────────
    ]
)
