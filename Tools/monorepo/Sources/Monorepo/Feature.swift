import Foundation

/// A feature of `Packages/Features`, found by rule: a source folder named `<Name>FeatureInterface`
/// or `<Name>Feature`. It owns together its interface, implementation, preview, tests (with their
/// snapshots) and state diagrams.
public struct Feature: Sendable, Hashable, Comparable {
    public static let package = "Packages/Features"

    public let name: String

    public init(name: String) { self.name = name }

    /// Every feature in the repository at `root`, sorted.
    public static func all(root: String) -> [Feature] {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + package + "/Sources")) ?? []
        var names: Set<String> = []
        for folder in folders where !folder.hasPrefix(".") {
            for suffix in ["FeatureInterface", "Feature"] where folder.hasSuffix(suffix) && folder != suffix {
                names.insert(String(folder.dropLast(suffix.count)))
                break
            }
        }
        return names.sorted().map(Feature.init)
    }

    /// Its paths from the root: folders end in `/`; the last is the prefix of its state diagrams' files.
    public var paths: [String] {
        [
            "\(Feature.package)/Sources/\(name)FeatureInterface/",
            "\(Feature.package)/Sources/\(name)Feature/",
            "\(Feature.package)/Sources/\(name)Preview/",
            "\(Feature.package)/Tests/\(name)FeatureTests/",
            "docs/states/\(name)Feature.",
        ]
    }

    public static func < (lhs: Feature, rhs: Feature) -> Bool { lhs.name < rhs.name }
}
