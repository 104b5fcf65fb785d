// swift-tools-version: 6.2
import PackageDescription

// api-server: the dev HTTP server (Hummingbird) serving the embedded catalog over the v1 JSON
// contract, with fault switches, and takes orders (bearer tokens through hummingbird-auth, stored in
// SQLite through GRDB, which links the system's libsqlite3). A tool, so it may use the listed remote
// packages.
let package = Package(
    name: "api-server",
    platforms: [.macOS(.v15)],
    products: [
        .executable(name: "api-server", targets: ["api-server"]),
        .library(name: "APIServer", targets: ["APIServer"]),
    ],
    dependencies: [
        // No traits: hummingbird-auth asks for Hummingbird without them, and with this package asking
        // for the default ones SwiftPM settled the set differently from one build to the next, so
        // every build of the server recompiled Hummingbird and HummingbirdCore. The server uses
        // neither trait (swift-configuration readers, full-Foundation form coding).
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
        .package(url: "https://github.com/hummingbird-project/hummingbird-auth", from: "2.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
        // Only the tests use it: they read the contract, Packages/Services/openapi.yaml.
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(path: "../../Packages/Foundation+Ext"),
        .package(path: "../../Packages/Services"),
        .package(path: "../../Packages/Domain"),
        .package(path: "../../Packages/TestSupport"),
    ],
    targets: [
        .target(
            name: "APIServer",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "HummingbirdAuth", package: "hummingbird-auth"),
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
                .product(name: "Services", package: "Services"),
                .product(name: "Domain", package: "Domain"),
            ]
        ),
        .executableTarget(
            name: "api-server",
            dependencies: [
                "APIServer",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .testTarget(
            name: "APIServerTests",
            dependencies: [
                "APIServer",
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
                .product(name: "Services", package: "Services"),
                .product(name: "Domain", package: "Domain"),
                .product(name: "ProcessTestSupport", package: "TestSupport"),
                .product(name: "Yams", package: "Yams"),
            ]
        ),
    ]
)
