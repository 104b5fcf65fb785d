import Foundation

/// Reads the public API out of the symbol graphs `swift-symbolgraph-extract` writes for one module:
/// `Module.symbols.json`, and `Module@Other.symbols.json` for its extensions of another module's types.
public enum SymbolGraphAPI {
    /// The declarations of one graph file. `extendedModule` is `Other` for `Module@Other.symbols.json`
    /// (its members' paths are prefixed with it), `nil` for the module's own file.
    public static func declarations(
        inGraph data: Data, extendedModule: String? = nil
    ) throws -> [APIDeclaration] {
        let graph = try JSONDecoder().decode(Graph.self, from: data)
        let prefix = extendedModule.map { $0 + "." } ?? ""
        var paths: [String: String] = [:]
        var result: [APIDeclaration] = []
        for symbol in graph.symbols where symbol.accessLevel == "public" || symbol.accessLevel == "open" {
            let path = prefix + symbol.pathComponents.joined(separator: ".")
            paths[symbol.identifier.precise] = path
            var text = symbol.declarationFragments?.map(\.spelling).joined() ?? path
            if symbol.accessLevel == "open" && !text.hasPrefix("open ") { text = "open " + text }
            // A member of a constrained extension: its declaration does not print the constraint.
            if let constraints = symbol.swiftExtension?.constraints, !constraints.isEmpty {
                text += " (in extension where " + constraints.map(\.text).joined(separator: ", ") + ")"
            }
            result.append(APIDeclaration(path: path, declaration: text, identifier: symbol.identifier.precise))
        }
        for relationship in graph.relationships {
            guard let verb = relationshipVerbs[relationship.kind] else { continue }
            // A conformance of another module's type (declared in an extension here) names it by fallback.
            guard let source = paths[relationship.source] ?? relationship.sourceFallback.map({ prefix + $0 }) else {
                continue
            }
            var text = verb + " " + (relationship.targetFallback ?? paths[relationship.target] ?? relationship.target)
            if let constraints = relationship.swiftConstraints, !constraints.isEmpty {
                text += " where " + constraints.map(\.text).joined(separator: ", ")
            }
            result.append(
                APIDeclaration(
                    path: source, declaration: text, identifier: relationship.source + ": " + relationship.target))
        }
        return result
    }

    /// Every declaration of `module` in the graph files of `folder`, sorted, without duplicates.
    /// Throws when the module yields none: a module with nothing public is not a library.
    public static func declarations(ofModule module: String, inFolder folder: String) throws -> [APIDeclaration] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        var found: Set<APIDeclaration> = []
        for file in files.sorted() where file.hasSuffix(".symbols.json") {
            let stem = String(file.dropLast(".symbols.json".count))
            let extended: String?
            if stem == module {
                extended = nil
            } else if stem.hasPrefix(module + "@") {
                extended = String(stem.dropFirst(module.count + 1))
            } else {
                continue
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + file))
            found.formUnion(try declarations(inGraph: data, extendedModule: extended))
        }
        guard !found.isEmpty else { throw APIError.noSymbols(module: module) }
        return found.sorted()
    }

    /// The relationships that are part of a type's contract, and how a baseline line words them.
    private static let relationshipVerbs = ["conformsTo": "conforms to", "inheritsFrom": "inherits from"]

    // MARK: - The JSON's shape (only what is read)

    private struct Graph: Decodable {
        let symbols: [Symbol]
        let relationships: [Relationship]
    }

    private struct Symbol: Decodable {
        let identifier: Identifier
        let pathComponents: [String]
        let declarationFragments: [Fragment]?
        let accessLevel: String
        let swiftExtension: Extension?
    }

    private struct Identifier: Decodable {
        let precise: String
    }

    private struct Fragment: Decodable {
        let spelling: String
    }

    private struct Extension: Decodable {
        let constraints: [Constraint]?
    }

    private struct Constraint: Decodable {
        let kind: String
        let lhs: String
        let rhs: String

        var text: String { lhs + (kind == "sameType" ? " == " : ": ") + rhs }
    }

    private struct Relationship: Decodable {
        let kind: String
        let source: String
        let target: String
        let sourceFallback: String?
        let targetFallback: String?
        let swiftConstraints: [Constraint]?
    }
}
