/// Blanks out the parts of Swift source that are not code, keeping every line where it was.
///
/// Comments (`//` to the end of the line and nested `/* */` blocks) always become spaces; string
/// literals (plain, multi-line `"""`, raw `#"…"#`, with `\( … )` interpolations) become spaces when
/// asked, so a commented-out `import` or one inside a string is not mistaken for code. Newlines are
/// kept, so line numbers in the result are the line numbers of the file.
public enum SwiftSourceScrubber {
    /// What to blank besides comments.
    public enum StringLiterals: Sendable {
        /// Keep string literals (to read the values in a manifest).
        case keep
        /// Blank string literals too (to read the declarations of a source file).
        case blank
    }

    /// The source with comments, and string literals if asked, replaced by spaces.
    public static func scrub(_ source: String, stringLiterals: StringLiterals) -> String {
        var scanner = Scanner(bytes: Array(source.utf8), blankStrings: stringLiterals == .blank)
        scanner.run()
        return String(decoding: scanner.bytes, as: UTF8.self)
    }

    /// The lexer; the stack holds one entry per nested context (code, string, interpolation).
    private struct Scanner {
        enum Context {
            /// Code; `isInterpolation` when it is the inside of `\( … )`, ended by its `)`.
            case code(parenthesisDepth: Int, isInterpolation: Bool)
            case string(hashes: Int, isMultiline: Bool)
        }

        private static let newline = UInt8(ascii: "\n")
        private static let space = UInt8(ascii: " ")
        private static let quote = UInt8(ascii: "\"")
        private static let hash = UInt8(ascii: "#")
        private static let slash = UInt8(ascii: "/")
        private static let star = UInt8(ascii: "*")
        private static let backslash = UInt8(ascii: "\\")
        private static let openParenthesis = UInt8(ascii: "(")
        private static let closeParenthesis = UInt8(ascii: ")")

        var bytes: [UInt8]
        let blankStrings: Bool
        private var offset = 0
        private var stack: [Context] = [.code(parenthesisDepth: 0, isInterpolation: false)]

        init(bytes: [UInt8], blankStrings: Bool) {
            self.bytes = bytes
            self.blankStrings = blankStrings
        }

        mutating func run() {
            while offset < bytes.count {
                switch stack.last ?? .code(parenthesisDepth: 0, isInterpolation: false) {
                case .code(let depth, let isInterpolation):
                    scanCode(parenthesisDepth: depth, isInterpolation: isInterpolation)
                case .string(let hashes, let isMultiline):
                    scanString(hashes: hashes, isMultiline: isMultiline)
                }
            }
        }

        // MARK: Code

        private mutating func scanCode(parenthesisDepth depth: Int, isInterpolation: Bool) {
            let current = bytes[offset]
            if current == Self.slash, byte(at: offset + 1) == Self.slash {
                blankLineComment()
            } else if current == Self.slash, byte(at: offset + 1) == Self.star {
                blankBlockComment()
            } else if current == Self.quote || (current == Self.hash && startsRawString()) {
                openString()
            } else if current == Self.openParenthesis {
                replaceTop(with: .code(parenthesisDepth: depth + 1, isInterpolation: isInterpolation))
                offset += 1
            } else if current == Self.closeParenthesis {
                if isInterpolation && depth == 0 {
                    // The `)` closing `\(`: back inside the string, and part of it.
                    stack.removeLast()
                    blank(offset)
                } else {
                    replaceTop(with: .code(parenthesisDepth: Swift.max(depth - 1, 0), isInterpolation: isInterpolation))
                }
                offset += 1
            } else {
                offset += 1
            }
        }

        private mutating func blankLineComment() {
            while offset < bytes.count, bytes[offset] != Self.newline {
                blankComment(offset, count: 1)
                offset += 1
            }
        }

        private mutating func blankBlockComment() {
            var depth = 0
            while offset < bytes.count {
                if bytes[offset] == Self.slash, byte(at: offset + 1) == Self.star {
                    depth += 1
                    blankComment(offset, count: 2)
                    offset += 2
                } else if bytes[offset] == Self.star, byte(at: offset + 1) == Self.slash {
                    depth -= 1
                    blankComment(offset, count: 2)
                    offset += 2
                    if depth == 0 { return }
                } else {
                    blankComment(offset, count: 1)
                    offset += 1
                }
            }
        }

        /// Whether the `#` run at the offset is the start of a raw string (`#if` and `#available` are not).
        private func startsRawString() -> Bool {
            var index = offset
            while byte(at: index) == Self.hash { index += 1 }
            return byte(at: index) == Self.quote
        }

        private mutating func openString() {
            var hashes = 0
            while byte(at: offset) == Self.hash {
                blank(offset)
                hashes += 1
                offset += 1
            }
            let isMultiline = byte(at: offset + 1) == Self.quote && byte(at: offset + 2) == Self.quote
            let quotes = isMultiline ? 3 : 1
            for _ in 0..<quotes {
                blank(offset)
                offset += 1
            }
            stack.append(.string(hashes: hashes, isMultiline: isMultiline))
        }

        // MARK: Strings

        private mutating func scanString(hashes: Int, isMultiline: Bool) {
            let current = bytes[offset]
            if current == Self.backslash, hashesFollow(offset + 1, count: hashes) {
                let afterHashes = offset + 1 + hashes
                if byte(at: afterHashes) == Self.openParenthesis {
                    blankString(offset, count: afterHashes + 1 - offset)
                    offset = afterHashes + 1
                    stack.append(.code(parenthesisDepth: 0, isInterpolation: true))
                } else {
                    // An escape: the backslash, its hashes and the escaped character are the string's.
                    let end = Swift.min(afterHashes + 1, bytes.count)
                    blankString(offset, count: end - offset)
                    offset = end
                }
            } else if current == Self.quote, closesString(hashes: hashes, isMultiline: isMultiline) {
                let length = (isMultiline ? 3 : 1) + hashes
                blankString(offset, count: length)
                offset += length
                stack.removeLast()
            } else if current == Self.newline && !isMultiline {
                // An unterminated single-line string; resume as code on the next line.
                stack.removeLast()
            } else {
                blank(offset)
                offset += 1
            }
        }

        private func closesString(hashes: Int, isMultiline: Bool) -> Bool {
            var index = offset + 1
            if isMultiline {
                guard byte(at: index) == Self.quote, byte(at: index + 1) == Self.quote else { return false }
                index += 2
            }
            return hashesFollow(index, count: hashes)
        }

        private func hashesFollow(_ index: Int, count: Int) -> Bool {
            (0..<count).allSatisfy { byte(at: index + $0) == Self.hash }
        }

        // MARK: Helpers

        private func byte(at index: Int) -> UInt8? {
            index < bytes.count ? bytes[index] : nil
        }

        private mutating func replaceTop(with context: Context) {
            stack[stack.count - 1] = context
        }

        /// Comments are always blanked.
        private mutating func blankComment(_ start: Int, count: Int) {
            for index in start..<Swift.min(start + count, bytes.count) where bytes[index] != Self.newline {
                bytes[index] = Self.space
            }
        }

        /// String literals, with their delimiters, are blanked only when asked.
        private mutating func blankString(_ start: Int, count: Int) {
            guard blankStrings else { return }
            for index in start..<Swift.min(start + count, bytes.count) where bytes[index] != Self.newline {
                bytes[index] = Self.space
            }
        }

        private mutating func blank(_ index: Int) {
            blankString(index, count: 1)
        }
    }
}
