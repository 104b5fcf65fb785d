import Foundation

/// A fresh folder under the system's temporary directory, removed when the value goes away: a
/// data directory (the cart) of its own for each test.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "cli-app-tests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    var path: String { url.path }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
