import Foundation

/// The committed public API of one module: `api/<Module>.txt`, written by `make api` and compared by
/// `make lint`. A comment header, then one declaration a line, sorted (`APIDeclaration.line`).
public struct APIBaseline: Sendable, Equatable {
    /// The folder of the baselines, from the repository root.
    public static let folder = "api"

    public let module: String
    public let declarations: [APIDeclaration]

    public init(module: String, declarations: [APIDeclaration]) {
        self.module = module
        self.declarations = declarations.sorted()
    }

    /// The file of `module`'s baseline, from the repository root.
    public static func path(of module: String) -> String { folder + "/" + module + ".txt" }

    /// The module a baseline file belongs to: `api/Domain.txt` is Domain's.
    public static func module(ofPath path: String) -> String? {
        guard path.hasPrefix(folder + "/"), path.hasSuffix(".txt") else { return nil }
        let name = path.dropFirst(folder.count + 1).dropLast(4)
        return name.isEmpty || name.contains("/") ? nil : String(name)
    }

    /// The file's text.
    public var text: String {
        var lines = [
            "# The public API of \(module): written by `make api`, compared by `make lint` (Tools/monorepo).",
            "# One declaration or conformance a line: path, declaration, precise identifier (tab-separated).",
        ]
        lines += declarations.map(\.line)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a baseline's text; `file` names it in an error.
    public init(module: String, text: String, file: String) throws(APIError) {
        var declarations: [APIDeclaration] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            guard let declaration = APIDeclaration(line: String(line)) else {
                throw .malformedBaseline(file: file, line: index + 1)
            }
            declarations.append(declaration)
        }
        self.init(module: module, declarations: declarations)
    }

    /// The modules with a baseline file under `root`, sorted.
    public static func committedModules(root: String) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
        return files.compactMap { module(ofPath: folder + "/" + $0) }.sorted()
    }
}
