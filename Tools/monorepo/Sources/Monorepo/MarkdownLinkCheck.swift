import Foundation

/// Every relative link and anchor in the repository's Markdown resolves, as GitHub would resolve it
/// on a fresh clone: a path names a file or folder git knows (tracked, or new and not ignored), and
/// a `#fragment` names a heading or HTML anchor of the Markdown file it points into (a folder's
/// `README.md` for a folder; GitHub's `#L12` or `#L12-L20` for any other file).
///
/// Links with a scheme (`https:`, `mailto:`, DocC's `doc:`) are not followed. A path starting with
/// `/` is from the repository's root, as on GitHub.
public struct MarkdownLinkCheck: Sendable {
    /// A link that does not resolve, with where it is and why.
    public struct DeadLink: Equatable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let destination: String
        public let reason: String

        public var description: String { "\(file):\(line): dead link '\(destination)': \(reason)" }
    }

    /// The Markdown files to check, by path from the root, with their text.
    public let documents: [String: String]
    /// Every file that exists, by path from the root (folders are the prefixes of these).
    public let files: Set<String>

    public init(documents: [String: String], files: Set<String>) {
        self.documents = documents
        self.files = files
    }

    /// The check over `root`'s Markdown: the files git knows there and the text of each `*.md`.
    public static func reading(root: String) throws(CommandError) -> MarkdownLinkCheck {
        let listed = try CommandRunner.output(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard"], in: root)
        let existing = String(decoding: listed, as: UTF8.self).split(separator: "\0").map(String.init)
            .filter { FileManager.default.fileExists(atPath: root + "/" + $0) }
        var documents: [String: String] = [:]
        for path in existing where path.hasSuffix(".md") {
            documents[path] = (try? String(contentsOfFile: root + "/" + path, encoding: .utf8)) ?? ""
        }
        return MarkdownLinkCheck(documents: documents, files: Set(existing))
    }

    /// Every dead link, by file then line.
    public func deadLinks() -> [DeadLink] {
        let folders = Set(
            files.flatMap { file in
                let parts = file.split(separator: "/").dropLast()
                return parts.indices.map { parts[...$0].joined(separator: "/") }
            })
        var parsed: [String: MarkdownDocument] = [:]
        func document(_ path: String) -> MarkdownDocument? {
            if let known = parsed[path] { return known }
            guard let text = documents[path] else { return nil }
            let document = MarkdownDocument(text: text)
            parsed[path] = document
            return document
        }
        var dead: [DeadLink] = []
        for path in documents.keys.sorted() {
            guard let links = document(path)?.links else { continue }
            for link in links {
                guard let reason = problem(with: link.destination, in: path, folders: folders, document: document)
                else { continue }
                dead.append(DeadLink(file: path, line: link.line, destination: link.destination, reason: reason))
            }
        }
        return dead
    }

    /// Why `destination`, written in `source`, does not resolve; nil when it does or is not relative.
    private func problem(
        with destination: String, in source: String, folders: Set<String>,
        document: (String) -> MarkdownDocument?
    ) -> String? {
        if Self.hasScheme(destination) || destination.hasPrefix("//") { return nil }
        let (rawPath, fragment) = Self.split(destination)
        guard let path = rawPath.removingPercentEncoding, let anchor = fragment.removingPercentEncoding else {
            return "not valid percent-encoding"
        }
        var target = source
        if !path.isEmpty {
            let base = path.hasPrefix("/") ? "" : source.split(separator: "/").dropLast().joined(separator: "/")
            guard let resolved = Self.normalized(base + "/" + path) else { return "it leaves the repository" }
            target = resolved
            if resolved.isEmpty {
                target = "README.md"
            } else if folders.contains(resolved) {
                target = resolved + "/README.md"
                if anchor.isEmpty { return nil }
            } else if !files.contains(resolved) {
                return "no such file or folder: \(resolved)"
            }
        }
        guard !anchor.isEmpty else { return nil }
        guard target.hasSuffix(".md") else {
            return Self.isLineAnchor(anchor) ? nil : "'#\(anchor)' is not a line anchor, and \(target) has no headings"
        }
        guard let anchors = document(target)?.anchors else { return "\(target) is not a Markdown file git knows" }
        return anchors.contains(anchor) ? nil : "no heading or anchor '#\(anchor)' in \(target)"
    }

    /// `https:`, `mailto:`, `doc:`: a scheme is letters, digits, `+`, `-` or `.`, starting with a letter.
    private static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":"), let first = destination.first, first.isLetter else {
            return false
        }
        let scheme = destination[..<colon]
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// The path (without any `?query`) and the fragment.
    private static func split(_ destination: String) -> (path: String, fragment: String) {
        let parts = destination.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let path = parts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)[0]
        return (String(path), parts.count > 1 ? String(parts[1]) : "")
    }

    /// `a/./b/../c/` as `a/c`; nil when `..` climbs above the root.
    private static func normalized(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") where part != "." {
            if part == ".." {
                guard parts.popLast() != nil else { return nil }
            } else {
                parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// GitHub's anchors into a file's lines: `L12`, `L12-L20`.
    private static func isLineAnchor(_ anchor: String) -> Bool {
        let parts = anchor.split(separator: "-", omittingEmptySubsequences: false)
        return (1...2).contains(parts.count)
            && parts.allSatisfy { $0.first == "L" && $0.count > 1 && $0.dropFirst().allSatisfy(\.isNumber) }
    }
}
