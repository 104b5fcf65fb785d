/// The root `OWNERS` file: who owns what, in one place. `.github/CODEOWNERS` is generated from it
/// (`CodeOwners`), and `make lint` checks it (`OwnersCheck`).
///
/// One entry a line, `WHAT OWNER...`; `#` starts a comment. WHAT is `*` (whatever no other entry
/// names), a path from the root (a folder ends in `/`), or `feature:Name` (every path of the feature,
/// `Feature.paths`). An owner is a GitHub team or user: `@org/team` or `@user`.
public struct OwnersFile: Sendable, Equatable {
    /// The file, from the repository root.
    public static let path = "OWNERS"

    /// What an entry owns.
    public enum Subject: Sendable, Hashable, CustomStringConvertible {
        case everything
        case path(String)
        case feature(String)

        public var description: String {
            switch self {
            case .everything: "*"
            case .path(let path): path
            case .feature(let name): "feature:" + name
            }
        }
    }

    public struct Entry: Sendable, Equatable {
        public let subject: Subject
        public let owners: [String]
        /// Its line in the file, for messages.
        public let line: Int
    }

    public let entries: [Entry]

    /// Reads the file's text; a line that is not `WHAT OWNER...` with well-formed owners is an error.
    public init(text: String) throws(OwnersError) {
        var entries: [Entry] = []
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let content = raw.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
            let fields = content.split(whereSeparator: \.isWhitespace).map(String.init)
            guard let what = fields.first else { continue }
            let owners = Array(fields.dropFirst())
            guard !owners.isEmpty else { throw .noOwner(line: index + 1, subject: what) }
            for owner in owners where !OwnersFile.isOwner(owner) {
                throw .malformedOwner(line: index + 1, owner: owner)
            }
            entries.append(Entry(subject: OwnersFile.subject(what), owners: owners, line: index + 1))
        }
        self.entries = entries
    }

    /// `text` (an OWNERS file) with `feature:NAME OWNER` added after its last feature entry (or at
    /// the end); `nil` when the feature already has an entry.
    public static func text(
        _ text: String, addingFeature name: String, owner: String
    ) throws(OwnersError) -> String? {
        guard isOwner(owner) else { throw .malformedOwner(line: 0, owner: owner) }
        let file = try OwnersFile(text: text)
        guard !file.entries.contains(where: { $0.subject == .feature(name) }) else { return nil }
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let lastFeature = file.entries.last {
            if case .feature = $0.subject { true } else { false }
        }
        lines.insert("feature:\(name) \(owner)", at: lastFeature?.line ?? lines.count)
        return lines.joined(separator: "\n") + "\n"
    }

    /// Whether `text` is `@user` or `@org/team` (letters, digits, `-`, `_`, `.`).
    public static func isOwner(_ text: String) -> Bool {
        guard text.hasPrefix("@") else { return false }
        let parts = text.dropFirst().split(separator: "/", omittingEmptySubsequences: false)
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-_.")
        return (1...2).contains(parts.count) && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(allowed.contains) }
    }

    private static func subject(_ what: String) -> Subject {
        if what == "*" { return .everything }
        if what.hasPrefix("feature:") { return .feature(String(what.dropFirst("feature:".count))) }
        return .path(what.hasPrefix("/") ? String(what.dropFirst()) : what)
    }
}

/// Why the OWNERS file could not be read.
public enum OwnersError: Error, Equatable, CustomStringConvertible {
    case missing
    case noOwner(line: Int, subject: String)
    case malformedOwner(line: Int, owner: String)

    public var description: String {
        switch self {
        case .missing: "\(OwnersFile.path) is missing: every package and feature needs an owner"
        case .noOwner(let line, let subject): "\(OwnersFile.path):\(line): \(subject) names no owner"
        case .malformedOwner(let line, let owner):
            "\(OwnersFile.path):\(line): \(owner.debugDescription) is not an owner (@org/team or @user)"
        }
    }
}
