// swift-tools-version: 6.2
import PackageDescription

// End-to-end tests: the release `cli-app` and `api-server` binaries driven from the outside, as a
// user or a script would (processes, exit codes, stdout/stderr, files, loopback HTTP). The binaries
// are found through CLI_APP_BIN / API_SERVER_BIN, or built once; FoundationExt gives the seeded
// generator (SplitMix64) for reproducible inputs, ProcessTestSupport the processes and raw HTTP.
let package = Package(
    name: "EndToEndTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../Packages/Foundation+Ext"),
        .package(path: "../Packages/TestSupport"),
    ],
    targets: [
        .testTarget(
            name: "EndToEndTests",
            dependencies: [
                .product(name: "FoundationExt", package: "Foundation+Ext"),
                .product(name: "ProcessTestSupport", package: "TestSupport"),
            ],
            path: "EndToEndTests"
        )
    ]
)
