/// The anchor GitHub gives a heading, as github-slugger computes it: the heading's text lowercased,
/// every character that is not a letter, a mark, a number, a space, `-` or `_` removed, then each
/// space turned into `-`. A repeated heading gets `-1`, `-2`, … after the first (``Counter``).
public enum GitHubSlug {
    /// The slug of a heading's rendered text (no Markdown left in it).
    public static func slug(_ text: String) -> String {
        var slug = ""
        for scalar in text.lowercased().unicodeScalars where keeps(scalar) {
            slug.unicodeScalars.append(scalar == " " ? "-" : scalar)
        }
        return slug
    }

    private static func keeps(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == " " || scalar == "-" || scalar == "_" { return true }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .letterNumber, .otherNumber:
            return true
        default:
            return false
        }
    }

    /// Hands out the anchors of one document's headings in order, numbering repeats as GitHub does.
    public struct Counter: Sendable {
        private var seen: [String: Int] = [:]

        public init() {}

        public mutating func next(for text: String) -> String {
            let base = GitHubSlug.slug(text)
            var anchor = base
            while seen[anchor] != nil {
                let count = (seen[base] ?? 0) + 1
                seen[base] = count
                anchor = base + "-" + String(count)
            }
            seen[anchor] = 0
            return anchor
        }
    }
}
