import Foundation

/// A Swift file of a target in `Packages/Features/Sources`, read: what the state diagrams
/// (``StateFlow``) and the view-recipe check (``ViewRecipe``) look at, walked and read once.
public struct FeatureSourceFile: Sendable {
    /// Where features live, relative to the repository's root.
    public static let folder = "Packages/Features/Sources"

    /// The target's folder (`BlogFeature`, `FeatureKit`, …).
    public let target: String
    /// The file's path inside the target (`Entry/BlogEntryView.swift`).
    public let path: String
    /// The file's text.
    public let text: String

    /// The path from the repository's root, for messages.
    public var repositoryPath: String { Self.folder + "/" + target + "/" + path }

    /// Every Swift file of every target under `root`'s feature sources, by target then path; a file
    /// that cannot be read is skipped.
    public static func all(root: String) throws(StateDiagramError) -> [FeatureSourceFile] {
        let files = FileManager.default
        let sources = root + "/" + folder
        guard let targets = try? files.contentsOfDirectory(atPath: sources) else {
            throw StateDiagramError("cannot read \(folder)")
        }
        var found: [FeatureSourceFile] = []
        for target in targets.sorted() {
            let paths = (files.enumerator(atPath: sources + "/" + target)?.allObjects as? [String]) ?? []
            for path in paths.sorted() where path.hasSuffix(".swift") {
                guard let text = try? String(contentsOfFile: sources + "/" + target + "/" + path, encoding: .utf8)
                else { continue }
                found.append(FeatureSourceFile(target: target, path: path, text: text))
            }
        }
        return found
    }
}
