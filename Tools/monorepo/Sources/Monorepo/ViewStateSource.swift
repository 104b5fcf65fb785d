/// Reads the `…ViewState` enums of a Swift source file and their cases, without a Swift parser
/// (swift-syntax would add minutes of build to every `make test`).
///
/// Comments and string literals are blanked first (interpolations included), then a case is a name
/// in a `case` declaration at the enum body's own level: `case a`, `case a(x: Int)`, `case a, b`,
/// `indirect case a(…)`, `case a = 1`. The `case` labels of switches sit deeper (inside a member's
/// braces) and are not counted. Limits: cases under `#if` are all counted; raw strings (`#"…"#`)
/// holding a quote or a brace would confuse it; cases a macro generates are not seen.
public enum ViewStateSource {
    /// Each enum in `source` whose name ends in `ViewState`, with its cases in declaration order.
    public static func enums(in source: String) -> [(name: String, cases: [String])] {
        let tokens = tokenize(blankingCommentsAndStrings(source))
        var found: [(name: String, cases: [String])] = []
        var index = 0
        while index + 1 < tokens.count {
            defer { index += 1 }
            guard tokens[index] == "enum", tokens[index + 1].hasSuffix("ViewState") else { continue }
            guard let open = tokens[(index + 2)...].firstIndex(of: "{") else { break }
            found.append((tokens[index + 1], cases(inBodyFrom: open + 1, of: tokens)))
        }
        return found
    }

    /// The cases declared at the body level of the braces opened just before `start`.
    private static func cases(inBodyFrom start: Int, of tokens: [String]) -> [String] {
        var names: [String] = []
        var depth = 1
        var index = start
        while index < tokens.count, depth > 0 {
            let token = tokens[index]
            index += 1
            switch token {
            case "{": depth += 1
            case "}": depth -= 1
            case "case" where depth == 1:
                // A list of names, each perhaps with associated values or a raw value.
                while index < tokens.count, isIdentifier(tokens[index]) {
                    names.append(tokens[index])
                    index += 1
                    if index < tokens.count, tokens[index] == "(" { index = afterBalanced(from: index, of: tokens) }
                    if index < tokens.count, tokens[index] == "=" {
                        index += 1
                        while index < tokens.count, ![",", "case", "}", "{"].contains(tokens[index]) {
                            index = tokens[index] == "(" ? afterBalanced(from: index, of: tokens) : index + 1
                        }
                    }
                    guard index < tokens.count, tokens[index] == "," else { break }
                    index += 1
                }
            default: break
            }
        }
        return names
    }

    /// The index after the `)` matching the `(` at `open`.
    private static func afterBalanced(from open: Int, of tokens: [String]) -> Int {
        var depth = 0
        var index = open
        while index < tokens.count {
            if tokens[index] == "(" { depth += 1 }
            if tokens[index] == ")" { depth -= 1 }
            index += 1
            if depth == 0 { break }
        }
        return index
    }

    private static func isIdentifier(_ token: String) -> Bool {
        guard let first = token.unicodeScalars.first else { return false }
        return first == "_" || first.properties.isAlphabetic
    }

    /// Words (identifiers, keywords, numbers; a backticked name without its backticks) and single
    /// punctuation characters; whitespace separates.
    static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var word = ""
        func flush() {
            if !word.isEmpty { tokens.append(word) }
            word = ""
        }
        for scalar in text.unicodeScalars {
            if scalar == "_" || scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                word.unicodeScalars.append(scalar)
            } else {
                flush()
                if scalar != "`" && !scalar.properties.isWhitespace { tokens.append(String(scalar)) }
            }
        }
        flush()
        return tokens
    }

    /// `source` with every comment and string literal replaced by spaces (line breaks kept).
    static func blankingCommentsAndStrings(_ source: String) -> String {
        var scanner = Scanner(Array(source.unicodeScalars))
        scanner.code(untilClosingParenthesis: false)
        return String(String.UnicodeScalarView(scanner.output))
    }

    private struct Scanner {
        let input: [Unicode.Scalar]
        var position = 0
        var output: [Unicode.Scalar] = []

        init(_ input: [Unicode.Scalar]) { self.input = input }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            position + offset < input.count ? input[position + offset] : nil
        }

        func starts(with text: String) -> Bool {
            text.unicodeScalars.enumerated().allSatisfy { peek($0.offset) == $0.element }
        }

        /// Copies code through; with `untilClosingParenthesis`, stops after the `)` that closes an
        /// interpolation (copied as a space).
        mutating func code(untilClosingParenthesis: Bool) {
            var parentheses = 0
            while let scalar = peek() {
                if starts(with: "//") {
                    while let next = peek(), next != "\n" { blank(next) }
                } else if starts(with: "/*") {
                    blockComment()
                } else if starts(with: "\"\"\"") {
                    string(delimiter: "\"\"\"")
                } else if scalar == "\"" {
                    string(delimiter: "\"")
                } else {
                    if untilClosingParenthesis {
                        if scalar == "(" { parentheses += 1 }
                        if scalar == ")" {
                            if parentheses == 0 {
                                blank(scalar)
                                return
                            }
                            parentheses -= 1
                        }
                    }
                    output.append(scalar)
                    position += 1
                }
            }
        }

        mutating func blockComment() {
            var depth = 0
            while peek() != nil {
                if starts(with: "/*") {
                    depth += 1
                    blank(2)
                } else if starts(with: "*/") {
                    depth -= 1
                    blank(2)
                    if depth == 0 { return }
                } else {
                    blank(peek()!)
                }
            }
        }

        mutating func string(delimiter: String) {
            blank(delimiter.unicodeScalars.count)
            while let scalar = peek() {
                if starts(with: delimiter) {
                    blank(delimiter.unicodeScalars.count)
                    return
                }
                if scalar == "\\" {
                    if peek(1) == "(" {
                        blank(2)
                        code(untilClosingParenthesis: true)
                    } else {
                        blank(min(2, input.count - position))
                    }
                    continue
                }
                if delimiter == "\"" && scalar == "\n" { return }  // an unterminated string ends at its line
                blank(scalar)
            }
        }

        mutating func blank(_ count: Int) {
            for _ in 0..<count { if let scalar = peek() { blank(scalar) } }
        }

        mutating func blank(_ scalar: Unicode.Scalar) {
            output.append(scalar == "\n" ? "\n" : " ")
            position += 1
        }
    }
}
