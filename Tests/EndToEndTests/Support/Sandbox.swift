import Foundation

/// A fresh temporary folder for one test (HOME, XDG_DATA_HOME and the `--data-dir` live inside),
/// removed when the last reference goes away.
final class Sandbox: Sendable {
    let root: URL

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "e2e-\(UUID().uuidString)", isDirectory: true)
        for folder in ["home", "xdg-data", "data"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
    }

    deinit {
        try? FileManager.default.removeItem(at: root)
    }

    var home: URL { root.appendingPathComponent("home") }
    var xdgDataHome: URL { root.appendingPathComponent("xdg-data") }
    /// The `--data-dir` every CLI run of this sandbox gets: where the cart lives.
    var dataDirectory: URL { root.appendingPathComponent("data") }

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
