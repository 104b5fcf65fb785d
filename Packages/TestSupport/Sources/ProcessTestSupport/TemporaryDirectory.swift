import Foundation

/// A fresh, empty folder under the system's temporary directory for one test (a data directory, a
/// HOME, a log), removed with everything in it when the last reference goes away.
public final class TemporaryDirectory: Sendable {
    public let url: URL

    /// - Parameter prefix: the start of the folder's name (a UUID follows), to tell whose it is.
    public init(prefix: String = "test") throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(prefix)-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public var path: String { url.path }

    /// A path inside the folder (nothing is created).
    public func appending(_ relativePath: String) -> URL {
        url.appendingPathComponent(relativePath)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
