// swift-tools-version: 6.2
import PackageDescription

// Services: data access between Domain and the features. Toolchain only, no remote packages.
let package = Package(
    name: "Services",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "Services", targets: ["Services"]),
        // Stubs, fixtures and `unimplemented` values for other packages' tests.
        .library(name: "ServicesTestSupport", targets: ["ServicesTestSupport"]),
    ],
    dependencies: [
        .package(path: "../Foundation+Ext"),
        .package(path: "../Domain"),
        .package(path: "../TestSupport"),
    ],
    targets: [
        .target(
            name: "Services",
            dependencies: [
                .product(name: "Domain", package: "Domain"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .target(
            name: "ServicesTestSupport",
            dependencies: [
                "Services", .product(name: "Domain", package: "Domain"),
                .product(name: "FoundationExt", package: "Foundation+Ext"),
            ]
        ),
        .testTarget(
            name: "ServicesTests",
            dependencies: [
                "Services", "ServicesTestSupport", .product(name: "Domain", package: "Domain"),
                .product(name: "ProcessTestSupport", package: "TestSupport"),
            ]
        ),
    ]
)
