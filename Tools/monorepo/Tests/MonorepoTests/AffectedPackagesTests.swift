import Foundation
import LayeringCheck
import Testing

@testable import Monorepo

/// `affected` on this repository's real manifests: the walk must follow the graph they declare.
@Suite struct AffectedPackagesTests {
    /// The repository root: four folders up from this file (Tools/monorepo/Tests/MonorepoTests).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    /// The one reader of the repository's manifests in these tests: many suites read the real
    /// workspace, and it dumps each manifest once per test process, or not at all when `make`
    /// names the checkout's cache (`MONOREPO_CACHE`), where lint's reading of the same texts is kept.
    /// SwiftPM's own reading is tested in the layering check (`ManifestReaderTests`).
    static let reader = ManifestReader(cacheFolder: ProcessInfo.processInfo.environment["MONOREPO_CACHE"])

    let workspace: Workspace

    init() throws {
        workspace = try Workspace(
            root: Self.root, endToEndRuns: ["Apps/cli-app", "Tools/api-server"], reader: AffectedPackagesTests.reader)
    }

    private func affected(_ files: [String]) -> [String] {
        ChangeImpact.affected(by: files, in: workspace).map(\.name)
    }

    @Test func aLeafFeatureEditSelectsFeaturesTheAppAndTheEndToEndSuiteOnly() {
        let names = affected(["Packages/Features/Sources/BlogFeature/BlogView.swift"])
        for expected in ["Features", "cli-app", "Tests"] { #expect(names.contains(expected), "\(names)") }
        for unexpected in ["Foundation+Ext", "Domain", "Services", "VSMKit", "api-server", "layering-check"] {
            #expect(!names.contains(unexpected), "\(names)")
        }
        #expect(names.firstIndex(of: "Features")! < names.firstIndex(of: "cli-app")!)
        #expect(names.last == "Tests")
    }

    @Test func aDomainEditSelectsEverythingBuiltOnDomainInDependencyOrder() {
        let names = affected(["Packages/Domain/Sources/Domain/Money.swift"])
        for expected in ["Domain", "Services", "Features", "cli-app", "api-server", "Tests"] {
            #expect(names.contains(expected), "\(names)")
        }
        #expect(!names.contains("Foundation+Ext"))
        #expect(!names.contains("VSMKit"))
        #expect(!names.contains("layering-check"))
        let order = ["Domain", "Services", "Features", "cli-app", "Tests"].compactMap { names.firstIndex(of: $0) }
        #expect(order == order.sorted() && order.count == 5, "\(names)")
    }

    @Test(arguments: ["Makefile", ".ci/run", "Tools/scripts/check-warnings.sh", ".swift-format"])
    func aBuildFileEditSelectsEverything(file: String) {
        #expect(affected([file]) == workspace.packages.map(\.name))
    }

    @Test func aDocumentationOnlyChangeSelectsNothing() {
        #expect(
            affected([
                "README.md", "docs/dependency-graph.svg", "docs/dependency-graph.dot", "Packages/Domain/README.md",
                "Packages/VSMKit/Sources/VSMKit/VSMKit.docc/GettingStarted.md",
            ]).isEmpty)
    }

    @Test func baselinesAndOwnersAloneSelectNothingButAPackagesCodeStillSelectsIt() {
        #expect(affected(["api/Domain.txt", "OWNERS", ".github/CODEOWNERS"]).isEmpty)
        #expect(affected(["api/Domain.txt", "Packages/Domain/Sources/Domain/Money.swift"]).first == "Domain")
    }

    @Test func everyPackageComesAfterWhatItDependsOn() {
        let position = Dictionary(uniqueKeysWithValues: workspace.packages.enumerated().map { ($1.name, $0) })
        for package in workspace.packages {
            for dependency in package.dependencies {
                #expect(position[dependency]! < position[package.name]!, "\(package.name) before \(dependency)")
            }
        }
        #expect(workspace.package(named: "Foundation+Ext") != nil)
        #expect(workspace.package(named: "Tests")?.dependencies.contains("cli-app") == true)
    }
}
