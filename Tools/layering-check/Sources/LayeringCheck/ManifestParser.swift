/// Reads targets and package dependencies out of a `Package.swift` without running it.
///
/// The manifest is Swift code, but the declarations the check needs have a fixed shape:
/// `.package(path: "…")`, `.package(url: "…", …)`, `.package(id: "…", …)` and
/// `.target(name: "…"`, `.testTarget(name: "…"`, `.executableTarget(name: "…"` (and the macro,
/// plugin, system library and binary target forms). Comments are removed first, so a
/// commented-out dependency does not count.
public enum ManifestParser {
    private static let targetKinds = [
        "target", "testTarget", "executableTarget", "macro", "plugin", "systemLibrary", "binaryTarget",
    ]

    /// The targets and dependencies declared in `manifest`.
    public static func parse(_ manifest: String) -> PackageManifest {
        let code = Array(SwiftSourceScrubber.scrub(manifest, stringLiterals: .keep).utf8)
        let lines = LineIndex(code)
        var result = PackageManifest()
        for start in occurrences(of: ".package", in: code) {
            guard let arguments = callArguments(in: code, after: start + ".package".utf8.count) else { continue }
            let line = lines.line(at: start)
            if let path = labelledString("path", in: arguments) {
                result.localDependencies.append(.init(path: path, line: line))
            } else if let location = labelledString("url", in: arguments) ?? labelledString("id", in: arguments) {
                result.remoteDependencies.append(.init(location: location, line: line))
            }
        }
        for kind in targetKinds {
            let call = "." + kind
            for start in occurrences(of: call, in: code) {
                guard let arguments = callArguments(in: code, after: start + call.utf8.count),
                    let name = leadingLabelledString("name", in: arguments)
                else { continue }
                result.targets.append(.init(name: name, line: lines.line(at: start)))
            }
        }
        result.targets.sort { ($0.line, $0.name) < ($1.line, $1.name) }
        return result
    }

    // MARK: - Scanning

    /// Offsets where `needle` starts and is not the tail of a longer identifier (`.packageX` or `x.package`).
    private static func occurrences(of needle: String, in code: [UInt8]) -> [Int] {
        let pattern = Array(needle.utf8)
        guard code.count >= pattern.count else { return [] }
        var found: [Int] = []
        for start in 0...(code.count - pattern.count) where code[start] == pattern[0] {
            guard code[start..<(start + pattern.count)].elementsEqual(pattern) else { continue }
            let next = start + pattern.count
            if next < code.count, isIdentifierByte(code[next]) { continue }
            found.append(start)
        }
        return found
    }

    /// The text between the `(` that follows `offset` (after optional spaces) and its matching `)`.
    private static func callArguments(in code: [UInt8], after offset: Int) -> Substring? {
        var index = offset
        while index < code.count, isSpace(code[index]) { index += 1 }
        guard index < code.count, code[index] == UInt8(ascii: "(") else { return nil }
        let open = index
        var depth = 0
        var inString = false
        while index < code.count {
            let byte = code[index]
            if inString {
                if byte == UInt8(ascii: "\\") {
                    index += 1
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "(") {
                depth += 1
            } else if byte == UInt8(ascii: ")") {
                depth -= 1
                if depth == 0 {
                    return Substring(decoding: code[(open + 1)..<index], as: UTF8.self)
                }
            }
            index += 1
        }
        return nil
    }

    /// The string after `label:` anywhere in `arguments`.
    private static func labelledString(_ label: String, in arguments: Substring) -> String? {
        var searchStart = arguments.startIndex
        while let range = arguments[searchStart...].firstRange(of: label) {
            searchStart = range.upperBound
            let before =
                range.lowerBound == arguments.startIndex ? nil : arguments[arguments.index(before: range.lowerBound)]
            if let before, before == "_" || before.isLetter || before.isNumber { continue }
            if let value = stringValue(afterLabelEndingAt: range.upperBound, in: arguments) { return value }
        }
        return nil
    }

    /// The string after `label:` when it is the first argument.
    private static func leadingLabelledString(_ label: String, in arguments: Substring) -> String? {
        let trimmed = arguments.drop(while: \.isWhitespace)
        guard trimmed.hasPrefix(label) else { return nil }
        return stringValue(afterLabelEndingAt: trimmed.index(trimmed.startIndex, offsetBy: label.count), in: trimmed)
    }

    /// Reads `: "value"` at `index`.
    private static func stringValue(afterLabelEndingAt index: Substring.Index, in text: Substring) -> String? {
        var rest = text[index...].drop(while: \.isWhitespace)
        guard rest.first == ":" else { return nil }
        rest = rest.dropFirst().drop(while: \.isWhitespace)
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        guard let close = rest.firstIndex(of: "\"") else { return nil }
        return String(rest[..<close])
    }

    private static func isIdentifierByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
            || byte == UInt8(ascii: "\r")
    }
}

/// Maps byte offsets of a text to 1-based line numbers.
struct LineIndex {
    private let lineStarts: [Int]

    init(_ bytes: [UInt8]) {
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The line holding the byte at `offset`.
    func line(at offset: Int) -> Int {
        // The last line start at or before the offset, by binary search.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }
}
