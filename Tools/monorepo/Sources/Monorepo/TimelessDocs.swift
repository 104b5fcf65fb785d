import Foundation

/// The docs say what is true now: no dates, clock times, commit hashes, load averages or machine
/// paths in any Markdown file (READMEs, guides, DocC articles, the changelog) or Makefile comment.
/// Those belong in commit messages and in the one generated report, ``exempt``, which says when,
/// on which commit and on what machine its figures were measured.
public enum TimelessDocs {
    /// The generated benchmark report: the one file that records when and where.
    public static let exempt: Set<String> = ["docs/benchmarks.md"]

    /// A line that dates the docs, and what it found.
    public struct Finding: Equatable, Sendable, CustomStringConvertible {
        public let file: String
        public let line: Int
        public let kind: String
        public let text: String

        public var description: String { "\(file):\(line): \(kind) '\(text)'" }
    }

    /// What is searched for. A commit hash is a word of 7 to 40 hexadecimal digits with a digit and
    /// a letter in it; a clock time is `HH:MM`, not inside a longer run of digits, colons or dots
    /// (so `127.0.0.1:8080` is not one) nor a time zone's offset (`+02:00`).
    static func rules() -> [(kind: String, pattern: NSRegularExpression)] {
        [
            ("a date", #"(?<![\w.-])(19|20)\d\d-[01]\d-[0-3]\d(?!\d)"#),
            ("a clock time", #"(?<![\w.:+-])([01]?\d|2[0-3]):[0-5]\d(:[0-5]\d)?(?![\w:]|\.\d)"#),
            ("a commit hash", #"(?<![\w./-])(?=[0-9a-f]*[a-f])(?=[0-9a-f]*[0-9])[0-9a-f]{7,40}(?![\w/-])"#),
            ("a load average", #"(?i)\bload( average)?:? \d+(\.\d+)?"#),
            ("a machine path", #"(?<![\w.~-])/(work|root|home|Users|private/var|var/folders)/"#),
        ].map { ($0.0, try! NSRegularExpression(pattern: $0.1)) }
    }

    /// The findings in one file's text. `commentsOnly` reads only `#` lines (a Makefile's comments).
    public static func findings(in text: String, file: String, commentsOnly: Bool = false) -> [Finding] {
        let rules = rules()
        var found: [Finding] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(line)
            if commentsOnly && !line.trimmingSpaces.hasPrefix("#") { continue }
            let range = NSRange(line.startIndex..., in: line)
            for rule in rules {
                guard let match = rule.pattern.firstMatch(in: line, range: range),
                    let matched = Range(match.range, in: line)
                else { continue }
                found.append(Finding(file: file, line: index + 1, kind: rule.kind, text: String(line[matched])))
            }
        }
        return found
    }

    /// Every finding in `root`'s Markdown files git knows (but ``exempt``) and its Makefile's comments.
    public static func findings(root: String) throws(CommandError) -> [Finding] {
        let listed = try CommandRunner.output(
            ["git", "ls-files", "-z", "--cached", "--others", "--exclude-standard", "--", "*.md", "Makefile"], in: root)
        var found: [Finding] = []
        for path in String(decoding: listed, as: UTF8.self).split(separator: "\0").map(String.init).sorted()
        where !exempt.contains(path) {
            guard let text = try? String(contentsOfFile: root + "/" + path, encoding: .utf8) else { continue }
            found += findings(in: text, file: path, commentsOnly: path == "Makefile")
        }
        return found
    }
}
