// swift-tools-version: 6.2
import PackageDescription

// tutorial-check: follows docs/tutorial.md in a copy of the repository, as a reader would: applies
// each Swift block to the file its caption names, runs each command, drives the interactive ones in
// a pseudo-terminal and checks the screen the tutorial shows. A tutorial that no longer matches
// the code fails, naming the step.
let package = Package(
    name: "tutorial",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "tutorial-check", targets: ["tutorial-check"])
    ],
    dependencies: [
        .package(path: "../../Packages/TestSupport"),
        .package(path: "../../Packages/Foundation+Ext"),
    ],
    targets: [
        .target(
            name: "TutorialCheck",
            dependencies: [
                .product(name: "ProcessTestSupport", package: "TestSupport"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]),
        .executableTarget(name: "tutorial-check", dependencies: ["TutorialCheck"]),
        .testTarget(name: "TutorialCheckTests", dependencies: ["TutorialCheck"]),
    ]
)
