import Foundation

/// The modules whose public API a change touches, found from the committed baselines alone (no
/// build): each changed `api/<Module>.txt` between a base revision and the working tree, diffed.
public struct APIChange: Sendable, Equatable {
    public let module: String
    public let diff: APIDiff

    public init(module: String, diff: APIDiff) {
        self.module = module
        self.diff = diff
    }

    /// The changes among `changedFiles` (as `CommandRunner.changedFiles` gives them), sorted by module.
    public static func between(
        base: String, changedFiles: [String], root: String
    ) throws -> [APIChange] {
        var changes: [APIChange] = []
        for file in changedFiles.sorted() {
            guard let module = APIBaseline.module(ofPath: file) else { continue }
            let old =
                (try? CommandRunner.output(["git", "show", "\(base):\(file)"], in: root))
                .map { String(decoding: $0, as: UTF8.self) } ?? ""
            let new = (try? String(contentsOfFile: root + "/" + file, encoding: .utf8)) ?? ""
            let diff = APIDiff(
                baseline: try APIBaseline(module: module, text: old, file: "\(base):\(file)").declarations,
                current: try APIBaseline(module: module, text: new, file: file).declarations)
            if !diff.isEmpty { changes.append(APIChange(module: module, diff: diff)) }
        }
        return changes
    }
}
