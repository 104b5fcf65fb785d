import Foundation
import LayeringCheck
import Testing

/// SwiftPM's reading of real manifests in temporary folders (each test dumps its own text).
struct ManifestReaderTests {
    @Test func readsTargetDependenciesBuiltFromASwiftVariable() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Packages/Features/Package.swift",
            FixtureRepository.manifest(
                """
                let shared: [Target.Dependency] = ["Kit", .product(name: "Domain", package: "Domain")]

                let package = Package(
                    name: "Features",
                    products: [
                        .library(name: "Kit", targets: ["Kit"]),
                        .executable(name: "preview-blog", targets: ["BlogPreview"]),
                    ],
                    dependencies: [
                        .package(path: "../Domain"),
                        .package(url: "https://github.com/apple/swift-collections", from: "1.1.0"),
                    ],
                    targets: [
                        .target(name: "Kit"),
                        .target(name: "Blog", dependencies: shared),
                        .executableTarget(name: "BlogPreview", dependencies: shared + ["Blog"], path: "Previews/Blog"),
                        .testTarget(name: "BlogTests", dependencies: [.target(name: "Blog")]),
                    ]
                )
                """))
        let manifest = try ManifestReader().read(package: "Packages/Features", root: repository.root)
        #expect(
            manifest.target(named: "BlogPreview")?.dependencies == [
                .byName("Kit"), .product("Domain", package: "Domain"), .byName("Blog"),
            ])
        #expect(manifest.localDependencies(of: try #require(manifest.target(named: "BlogPreview"))) == ["Kit", "Blog"])
        #expect(manifest.target(named: "BlogPreview")?.path == "Previews/Blog")
        #expect(manifest.target(named: "BlogTests")?.path == "Tests/BlogTests")
        #expect(manifest.targets.map(\.kind) == ["regular", "regular", "executable", "test"])
        #expect(manifest.targets.map(\.line) == [17, 18, 19, 20])
        #expect(manifest.products == ["Kit": ["Kit"], "preview-blog": ["BlogPreview"]])
        #expect(manifest.libraries == ["Kit"])
        #expect(manifest.localDependencies == [.init(path: "../Domain", line: 13)])
        #expect(
            manifest.remoteDependencies == [.init(location: "https://github.com/apple/swift-collections", line: 14)])
    }

    @Test func aManifestSwiftPMCannotReadIsAOneLineErrorNamingTheFile() throws {
        let repository = try FixtureRepository()
        try repository.write(
            "Apps/broken/Package.swift",
            FixtureRepository.manifest("let package = Package(name: \"broken\")\nlet x =\n"))
        let error = #expect(throws: LayeringCheckError.self) {
            try ManifestReader().read(package: "Apps/broken", root: repository.root)
        }
        guard case .unreadableFile(let path, let reason) = error else {
            Issue.record("expected unreadableFile, got \(String(describing: error))")
            return
        }
        #expect(path == "Apps/broken/Package.swift")
        #expect(reason.hasPrefix("SwiftPM cannot read it: line 5: "), "\(reason)")
        #expect(!reason.contains("\n"))
        #expect(
            throws: LayeringCheckError.unreadableFile(
                path: "nowhere/Package.swift", reason: "it does not exist or is not readable")
        ) {
            try ManifestReader().read(package: "nowhere", root: repository.root)
        }
    }

    @Test func aCachedReadingServesTheSameTextWhereverThePackageLies() throws {
        let repository = try FixtureRepository()
        let text = FixtureRepository.manifest(
            "let package = Package(name: \"Lib\", dependencies: [.package(path: \"../Base\")])\n")
        try repository.write("Packages/Lib/Package.swift", text)
        try repository.write("Elsewhere/deeper/Lib/Package.swift", text)
        let cache = repository.root + "/cache"
        let first = try ManifestReader(cacheFolder: cache).read(package: "Packages/Lib", root: repository.root)
        #expect(first.localDependencies == [.init(path: "../Base", line: 4)])

        // The entry is what a later reader returns without dumping: edited, the edit shows.
        let files = try FileManager.default.contentsOfDirectory(atPath: cache + "/manifests")
        let file = URL(fileURLWithPath: cache + "/manifests/" + (try #require(files.only)))
        var entry = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        var package = try #require(entry["package"] as? [String: Any])
        package["localDependencies"] = [["path": "../Cached", "line": 4]]
        entry["package"] = package
        try JSONSerialization.data(withJSONObject: entry).write(to: file)
        let second = try ManifestReader(cacheFolder: cache).read(package: "Elsewhere/deeper/Lib", root: repository.root)
        #expect(second.localDependencies == [.init(path: "../Cached", line: 4)])
    }

    @Test func theDumpsAbsolutePathsBecomeRelativeToThePackageFolder() throws {
        let json = """
            {"packageKind": {"root": ["/r/Packages/Features"]},
             "dependencies": [
                 {"fileSystem": [{"identity": "domain", "path": "/r/Packages/Domain"}]},
                 {"fileSystem": [{"identity": "tool", "path": "/r/Tools/tool"}]},
                 {"sourceControl": [{"identity": "x", "location": {"remote": [{"urlString": "https://example.com/x"}]}}]},
                 {"registry": [{"identity": "apple.swift-numerics"}]}],
             "products": [{"name": "X", "targets": ["X"], "type": {"library": ["automatic"]}},
                          {"name": "x-tool", "targets": ["X"], "type": {"executable": null}}],
             "targets": [{"name": "X", "type": "regular", "dependencies": [
                 {"byName": ["Y", null]}, {"target": ["Z", null]}, {"product": ["P", "pkg", null, null]}]}]}
            """
        let text = """
            let package = Package(name: "Features", dependencies: [
                .package(path: "../Domain"), .package(path: "/r/Tools/tool"),
                .package(id: "Apple.Swift-Numerics", from: "1.0.0"),
            ])
            """
        let manifest = try PackageManifest(dumpPackageJSON: Data(json.utf8), manifest: text)
        #expect(
            manifest.localDependencies == [.init(path: "../Domain", line: 2), .init(path: "../../Tools/tool", line: 2)])
        #expect(
            manifest.remoteDependencies == [
                .init(location: "https://example.com/x", line: 1), .init(location: "apple.swift-numerics", line: 3),
            ])
        #expect(manifest.products == ["X": ["X"], "x-tool": ["X"]])
        #expect(manifest.libraries == ["X"])
        #expect(manifest.targets.first?.dependencies == [.byName("Y"), .target("Z"), .product("P", package: "pkg")])
        #expect(manifest.targets.first?.path == "Sources/X")
    }
}
