/// A Markdown file read for the link check (``MarkdownLinkCheck``): the links it makes, each with its
/// line, and the anchors a link into it may name (its headings' GitHub slugs and any HTML `id` or
/// `name`).
///
/// A line reader, not a full CommonMark parser: it sees inline links and images, reference
/// definitions and HTML `href`/`src`; it skips fenced code blocks, HTML comments and code spans.
public struct MarkdownDocument: Sendable {
    /// A link's destination as written (before any decoding), and the 1-based line it is on.
    public struct Link: Equatable, Sendable {
        public let destination: String
        public let line: Int
    }

    public let links: [Link]
    public let anchors: Set<String>

    public init(text: String) {
        var links: [Link] = []
        var anchors: Set<String> = []
        var slugs = GitHubSlug.Counter()
        var fence: (marker: Character, length: Int)?
        var inComment = false
        var previous: String?  // the previous line, while it could be a setext heading's text
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw.hasSuffix("\r") ? raw.dropLast() : raw)
            if let open = fence {
                if Self.fence(in: line).map({ $0.marker == open.marker && $0.length >= open.length && $0.isBare })
                    == true
                {
                    fence = nil
                }
                previous = nil
                continue
            }
            if !inComment, let opening = Self.fence(in: line) {
                fence = (opening.marker, opening.length)
                previous = nil
                continue
            }
            line = Self.removingComments(line, inComment: &inComment)
            let trimmed = line.trimmingSpaces
            if let heading = Self.atxHeading(trimmed) {
                anchors.insert(slugs.next(for: Self.renderedText(heading)))
                previous = nil
            } else if let text = previous, !trimmed.isEmpty, trimmed.allSatisfy({ $0 == "=" || $0 == "-" }) {
                anchors.insert(slugs.next(for: Self.renderedText(text)))
                previous = nil
            } else {
                previous = Self.couldBeSetextText(trimmed) ? trimmed : nil
            }
            let code = Self.blankingCodeSpans(line)
            anchors.formUnion(Self.htmlAttributes(["id", "name"], in: code))
            for destination in Self.destinations(in: code) {
                links.append(Link(destination: destination, line: index + 1))
            }
        }
        self.links = links
        self.anchors = anchors
    }

    // MARK: Blocks

    /// A fence line: its marker (a backtick or a tilde), how many, and whether nothing follows them
    /// (a closing fence takes no info string).
    private static func fence(in line: String) -> (marker: Character, length: Int, isBare: Bool)? {
        let indent = line.prefix { $0 == " " }.count
        guard indent <= 3 else { return nil }
        let rest = line.dropFirst(indent)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let length = rest.prefix { $0 == marker }.count
        guard length >= 3 else { return nil }
        let info = rest.dropFirst(length)
        if marker == "`" && info.contains("`") { return nil }
        return (marker, length, info.allSatisfy(\.isWhitespace))
    }

    /// `## Title ##` gives `Title`; nil for any other line.
    private static func atxHeading(_ line: String) -> String? {
        let hashes = line.prefix { $0 == "#" }.count
        guard (1...6).contains(hashes) else { return nil }
        let rest = line.dropFirst(hashes)
        guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
        var text = String(rest).trimmingSpaces
        let closing = text.reversed().prefix { $0 == "#" }.count
        if closing > 0, closing == text.count || text.dropLast(closing).last == " " {
            text = String(text.dropLast(closing)).trimmingSpaces
        }
        return text
    }

    /// Paragraph text a `===` or `---` line below it would make a heading of (not a list item, a
    /// quote, a table row or another block).
    private static func couldBeSetextText(_ line: String) -> Bool {
        guard let first = line.first else { return false }
        if "#>|<-*+".contains(first) { return false }
        if first.isNumber, line.drop(while: \.isNumber).first.map({ $0 == "." || $0 == ")" }) == true { return false }
        return true
    }

    /// The line with HTML comments blanked; `inComment` carries an open comment to the next line.
    private static func removingComments(_ line: String, inComment: inout Bool) -> String {
        var result = ""
        var rest = Substring(line)
        while !rest.isEmpty {
            if inComment {
                guard let end = rest.range(of: "-->") else { return result }
                rest = rest[end.upperBound...]
                inComment = false
            } else if let start = rest.range(of: "<!--") {
                result += rest[..<start.lowerBound]
                rest = rest[start.upperBound...]
                inComment = true
            } else {
                result += rest
                rest = ""
            }
        }
        return result
    }

    // MARK: Inlines

    /// The line with every code span's content and backticks turned into spaces (an unclosed run of
    /// backticks is kept as text, as CommonMark does).
    static func blankingCodeSpans(_ line: String) -> String {
        let characters = Array(line)
        var result = characters
        var index = 0
        while index < characters.count {
            guard characters[index] == "`" else {
                index += 1
                continue
            }
            let run = characters[index...].prefix { $0 == "`" }.count
            var search = index + run
            var closed: Int?
            while search < characters.count {
                if characters[search] == "`" {
                    let other = characters[search...].prefix { $0 == "`" }.count
                    if other == run {
                        closed = search + other
                        break
                    }
                    search += other
                } else {
                    search += 1
                }
            }
            guard let end = closed else {
                index += run
                continue
            }
            for blank in index..<end { result[blank] = " " }
            index = end
        }
        return String(result)
    }

    /// The destinations of the inline links and images (`](dest "title")`), reference definitions
    /// (`[label]: dest`) and HTML `href`/`src` attributes on a line whose code spans are blanked.
    private static func destinations(in line: String) -> [String] {
        var found: [String] = []
        let characters = Array(line)
        var index = 0
        while index + 1 < characters.count {
            if characters[index] == "]" && characters[index + 1] == "(" {
                if let destination = inlineDestination(characters, from: index + 2) { found.append(destination) }
                index += 2
            } else {
                index += 1
            }
        }
        let trimmed = line.trimmingSpaces
        if trimmed.first == "[", let close = trimmed.range(of: "]:"), trimmed.prefix(2) != "[^" {
            let rest = trimmed[close.upperBound...].trimmingSpaces
            if let destination = rest.split(separator: " ").first.map(String.init) {
                found.append(
                    destination.hasPrefix("<") && destination.hasSuffix(">")
                        ? String(destination.dropFirst().dropLast()) : destination)
            }
        }
        found += htmlAttributes(["href", "src"], in: line)
        return found
    }

    /// The destination that starts at `start` (just after `](`): `<…>`, or up to a space or the
    /// parenthesis that closes the link (parentheses inside it balanced).
    private static func inlineDestination(_ characters: [Character], from start: Int) -> String? {
        var index = start
        while index < characters.count, characters[index] == " " { index += 1 }
        guard index < characters.count else { return nil }
        if characters[index] == "<" {
            guard let end = characters[index...].firstIndex(of: ">") else { return nil }
            return String(characters[(index + 1)..<end])
        }
        var depth = 0
        var end = index
        while end < characters.count {
            let character = characters[end]
            if character == " " { break }
            if character == "(" { depth += 1 }
            if character == ")" {
                if depth == 0 { break }
                depth -= 1
            }
            end += 1
        }
        return end > index ? String(characters[index..<end]) : nil
    }

    /// The values of the named attributes (`name="value"` or `name='value'`) in a line's HTML.
    private static func htmlAttributes(_ names: [String], in line: String) -> [String] {
        guard line.contains("<") else { return [] }
        var values: [String] = []
        for name in names {
            for quote in ["\"", "'"] {
                var rest = Substring(line)
                while let found = rest.range(of: " " + name + "=" + quote) {
                    let value = rest[found.upperBound...].prefix { String($0) != quote }
                    values.append(String(value))
                    rest = rest[found.upperBound...]
                }
            }
        }
        return values
    }

    /// A heading's text as GitHub shows it: code spans, emphasis, links and HTML tags reduced to
    /// their text, so that its slug is the one GitHub computes.
    static func renderedText(_ heading: String) -> String {
        var text = ""
        var characters = Substring(heading)
        while let character = characters.first {
            if character == "!" && characters.dropFirst().first == "[" {
                characters = characters.dropFirst()
                continue
            }
            if character == "]" && characters.dropFirst().first == "(",
                let close = characters.firstIndex(of: ")")
            {
                characters = characters[characters.index(after: close)...]
                continue
            }
            if character == "<", let close = characters.firstIndex(of: ">"),
                characters.dropFirst().first.map({ $0.isLetter || $0 == "/" }) == true
            {
                characters = characters[characters.index(after: close)...]
                continue
            }
            if !"[`*".contains(character) { text.append(character) }
            characters = characters.dropFirst()
        }
        return text
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    var trimmingSpaces: String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
    }
}
