// swift-tools-version: 6.2
import PackageDescription

// TerminalUI: the terminal view layer every feature renders into. Screens as values, keys, the
// ANSI renderer, the real terminal (raw mode, restored on every way out), `TerminalView` and the
// runner that redraws through Observation; TerminalUITesting holds the one fake terminal.
//
// It stands after VSMKit and before Features in the layer order, but its library targets import the
// toolchain and FoundationExt only: views know nothing of the domain or of VSMKit. Its tests also
// use VSMKitTesting's TestClock (the repository's one test clock) and ProcessTestSupport (a real
// pseudo-terminal). The layering check enforces all of this (Tools/layering-check, "What TerminalUI
// may import").
let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        .library(name: "TerminalUITesting", targets: ["TerminalUITesting"]),
    ],
    dependencies: [
        .package(path: "../Foundation+Ext"),
        .package(path: "../VSMKit"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(name: "TerminalUI", dependencies: [.product(name: "FoundationExt", package: "Foundation+Ext")]),
        .target(name: "TerminalUITesting", dependencies: ["TerminalUI"]),
        .testTarget(
            name: "TerminalUITests",
            dependencies: [
                "TerminalUI", "TerminalUITesting",
                .product(name: "FoundationExt", package: "Foundation+Ext"),
                .product(name: "VSMKitTesting", package: "VSMKit"),
                .product(name: "ProcessTestSupport", package: "TestSupport"),
            ]
        ),
    ]
)
