// swift-tools-version: 6.2
import PackageDescription

// End-to-end tests: the release `cli-app` and `api-server` binaries driven from the outside, as a
// user or a script would (processes, exit codes, stdout/stderr, files, loopback HTTP). No package
// dependencies: the binaries are found through CLI_APP_BIN / API_SERVER_BIN, or built once.
let package = Package(
    name: "EndToEndTests",
    platforms: [.macOS(.v15)],
    targets: [
        .testTarget(name: "EndToEndTests", path: "EndToEndTests")
    ]
)
