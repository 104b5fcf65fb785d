import FeatureKit
import Foundation
import Services

/// Where the interactive app was when it quit: the links of its navigation stack, root first, in
/// `navigation.json` in the data directory, so `cli-app --resume` reopens the same screens.
///
/// Written as the cart is (a `DurableFile`: atomic, locked across processes). Reading never stops the
/// app: a missing file, one from another version, or links no feature opens any more start at home;
/// a file that is not this format at all is kept aside as `navigation.json.corrupt-<timestamp>`.
struct NavigationFile {
    /// The format's version; a file of another version is not read (and is overwritten on quit).
    static let version = 1

    /// What reading found.
    enum Saved: Equatable {
        /// The saved links, root first.
        case links([String])
        /// Nothing saved yet.
        case missing
        /// A file of another version of the format.
        case otherVersion(Int)
        /// A file that could not be read as the format; it was moved to `movedTo`.
        case corrupt(movedTo: URL)
    }

    private struct Document: Codable {
        var version: Int
        var links: [String]
    }

    private struct VersionOnly: Decodable {
        var version: Int
    }

    let file: DurableFile

    init(dataDirectoryPath: String) {
        file = DurableFile(directoryPath: dataDirectoryPath, fileName: "navigation.json")
    }

    /// Saves `stack`'s links.
    /// - Throws: `DurableFileError` when the file cannot be written (the old one is unchanged).
    func save(_ stack: RouteStack) throws {
        let document = Document(version: Self.version, links: stack.links.map(\.description))
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try file.write(try encoder.encode(document))
    }

    /// What was saved, under the lock: a corrupt file is moved aside in the same step.
    /// - Throws: `DurableFileError` when the file exists but cannot be read or moved aside.
    func load() throws -> Saved {
        try file.withLock { file in
            guard let data = try file.read() else { return .missing }
            let decoder = JSONDecoder()
            if let document = try? decoder.decode(Document.self, from: data), document.version == Self.version {
                return .links(document.links)
            }
            if let other = try? decoder.decode(VersionOnly.self, from: data), other.version != Self.version {
                return .otherVersion(other.version)
            }
            return .corrupt(movedTo: try file.moveAside(reason: "not a navigation file"))
        }
    }
}
