/// Who owns a path, from the OWNERS entries: the owners of the most specific entry that covers it.
///
/// Each entry becomes one or more path patterns: `*` the empty prefix, a folder (`Tools/`) a prefix,
/// a file itself, a feature its `Feature.paths` (the last a prefix of file names). The longest
/// pattern that matches wins, which is also what GitHub does with `CODEOWNERS` sorted shortest first.
public struct Ownership: Sendable {
    /// A pattern and its owners.
    public struct Rule: Sendable, Equatable {
        /// A path from the root: a folder ends in `/`; a feature's state diagrams end in `.`; empty is everything.
        public let pattern: String
        public let owners: [String]

        /// Whether the rule covers `path` (from the root).
        public func covers(_ path: String) -> Bool {
            pattern.isEmpty || path == pattern
                || (pattern.hasSuffix("/") || pattern.hasSuffix("."))
                    && path.hasPrefix(pattern)
        }
    }

    /// Shortest pattern first, then by name: the order `CODEOWNERS` lists them in.
    public let rules: [Rule]

    public init(_ file: OwnersFile) {
        var rules: [Rule] = []
        for entry in file.entries {
            switch entry.subject {
            case .everything: rules.append(Rule(pattern: "", owners: entry.owners))
            case .path(let path): rules.append(Rule(pattern: path, owners: entry.owners))
            case .feature(let name):
                rules += Feature(name: name).paths.map { Rule(pattern: $0, owners: entry.owners) }
            }
        }
        self.rules = rules.sorted { ($0.pattern.count, $0.pattern) < ($1.pattern.count, $1.pattern) }
    }

    /// The owners of `path` (from the root; a folder with a trailing `/`); empty when no rule covers it.
    public func owners(of path: String) -> [String] {
        rules.last { $0.covers(path) }?.owners ?? []
    }

    /// The owners of every path in `paths`, each once, in order of first appearance.
    public func owners(ofAll paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.flatMap { owners(of: $0) }.filter { seen.insert($0).inserted }
    }
}
