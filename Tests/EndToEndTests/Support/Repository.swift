import Foundation

/// Paths in the monorepo, found from this file's own location (Tests/EndToEndTests/Support).
enum Repository {
    /// The repository's root folder.
    static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // EndToEndTests
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // the root

    /// A path below the root.
    static func path(_ relative: String) -> String {
        root.appendingPathComponent(relative).path
    }
}
