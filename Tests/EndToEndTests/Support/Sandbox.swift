import Foundation
import ProcessTestSupport

/// The folders one test's CLI runs live in: HOME, XDG_DATA_HOME and the `--data-dir`, inside a
/// ``TemporaryDirectory`` (removed when the last reference goes away).
final class Sandbox: Sendable {
    private let directory: TemporaryDirectory

    init() throws {
        directory = try TemporaryDirectory(prefix: "e2e")
        for folder in [home, xdgDataHome, dataDirectory] {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        }
    }

    var home: URL { directory.appending("home") }
    var xdgDataHome: URL { directory.appending("xdg-data") }
    /// The `--data-dir` every CLI run of this sandbox gets: where the cart lives.
    var dataDirectory: URL { directory.appending("data") }

    /// Every regular file under the data directory, with its bytes.
    func dataFiles() -> [(path: String, bytes: Data)] {
        let base = dataDirectory.path
        guard let enumerator = FileManager.default.enumerator(atPath: base) else { return [] }
        var files: [(String, Data)] = []
        while let relative = enumerator.nextObject() as? String {
            let full = base + "/" + relative
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: full, isDirectory: &isDirectory), !isDirectory.boolValue,
                let bytes = FileManager.default.contents(atPath: full)
            else { continue }
            files.append((full, bytes))
        }
        return files.sorted { $0.0 < $1.0 }
    }
}
