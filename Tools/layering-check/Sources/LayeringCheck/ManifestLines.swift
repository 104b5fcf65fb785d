/// Points at the line of a `Package.swift` where a fact SwiftPM read from it is written, so a
/// message can name `file:line`.
///
/// It reads no facts itself (those come from `swift package dump-package`, which follows Swift
/// variables and helpers no text reading can): it finds the string literals of the text (comments
/// removed first, so a commented-out declaration is never pointed at) and the line of the one a
/// fact names. Where none does, the answer is line 1.
public struct ManifestLines: Sendable {
    /// One string literal: its text between the quotes, as written (escapes not decoded).
    private struct Literal {
        let value: String
        let line: Int
        /// Whether it is the `name:` argument of a target declaration (`.target(name: "…"`, ...).
        let namesTarget: Bool
    }

    private static let targetKinds: Set<String> = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    private let literals: [Literal]

    /// The literals of `manifest`, the text of a `Package.swift`.
    public init(manifest: String) {
        literals = Self.literals(in: Array(SwiftSourceScrubber.scrub(manifest, stringLiterals: .keep).utf8))
    }

    /// The line of the first string literal `matches` accepts, or 1.
    public func line(ofLiteral matches: (String) -> Bool) -> Int {
        literals.first { matches($0.value) }?.line ?? 1
    }

    /// The line of the target `name`: its `name: "…"` in a target declaration, else the first literal
    /// spelling the name (a helper that builds the declaration), else 1.
    public func line(ofTarget name: String) -> Int {
        let spelled = literals.filter { $0.value == name }
        return (spelled.first(where: \.namesTarget) ?? spelled.first)?.line ?? 1
    }

    // MARK: - Scanning

    /// The single-line literals of `code` (comments already blanked), plain or raw; multi-line
    /// literals are skipped, since no manifest value spans lines.
    private static func literals(in code: [UInt8]) -> [Literal] {
        var found: [Literal] = []
        var line = 1
        var index = 0
        while index < code.count {
            let byte = code[index]
            if byte == newline {
                line += 1
                index += 1
                continue
            }
            var hashes = 0
            while index + hashes < code.count, code[index + hashes] == hash { hashes += 1 }
            guard index + hashes < code.count, code[index + hashes] == quote else {
                index += max(hashes, 1)
                continue
            }
            let open = index
            index += hashes + 1
            if index + 1 < code.count, code[index] == quote, code[index + 1] == quote {
                // A multi-line literal: skip to its closing `"""` (and hashes), counting its lines.
                index += 2
                while index < code.count, !closes(code, at: index, quotes: 3, hashes: hashes) {
                    if code[index] == newline { line += 1 }
                    index += 1
                }
                index += 3 + hashes
                continue
            }
            let start = index
            while index < code.count, code[index] != newline, !closes(code, at: index, quotes: 1, hashes: hashes) {
                // A backslash escapes the next byte (in a raw literal, only when followed by its hashes).
                if code[index] == backslash, hashes == 0 { index += 1 }
                index += 1
            }
            let end = min(index, code.count)
            if end < code.count, code[end] == quote {
                found.append(
                    Literal(
                        value: String(decoding: code[start..<end], as: UTF8.self), line: line,
                        namesTarget: namesTarget(code, literalAt: open)))
                index = end + 1 + hashes
            }
        }
        return found
    }

    /// Whether `quotes` quotes and `hashes` hashes start at `index`.
    private static func closes(_ code: [UInt8], at index: Int, quotes: Int, hashes: Int) -> Bool {
        guard index + quotes + hashes <= code.count else { return false }
        return code[index..<(index + quotes)].allSatisfy { $0 == quote }
            && code[(index + quotes)..<(index + quotes + hashes)].allSatisfy { $0 == hash }
    }

    /// Whether the literal starting at `offset` follows `.<target kind>(name:`, spaces allowed.
    private static func namesTarget(_ code: [UInt8], literalAt offset: Int) -> Bool {
        var index = offset - 1
        func skipSpaces() { while index >= 0, isSpace(code[index]) { index -= 1 } }
        func expect(_ text: String) -> Bool {
            for byte in text.utf8.reversed() {
                guard index >= 0, code[index] == byte else { return false }
                index -= 1
            }
            return true
        }
        skipSpaces()
        guard expect(":") else { return false }
        skipSpaces()
        guard expect("name") else { return false }
        skipSpaces()
        guard expect("(") else { return false }
        skipSpaces()
        let end = index + 1
        while index >= 0, isIdentifier(code[index]) { index -= 1 }
        let kind = String(decoding: code[(index + 1)..<end], as: UTF8.self)
        return targetKinds.contains(kind) && index >= 0 && code[index] == UInt8(ascii: ".")
    }

    private static let newline = UInt8(ascii: "\n")
    private static let quote = UInt8(ascii: "\"")
    private static let hash = UInt8(ascii: "#")
    private static let backslash = UInt8(ascii: "\\")

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == newline || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func isIdentifier(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }
}
