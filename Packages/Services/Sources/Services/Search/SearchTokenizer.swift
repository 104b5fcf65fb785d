import Foundation

/// Splits text into search tokens: runs of letters and digits, folded to lower case without
/// diacritics ("Café Crème" → ["cafe", "creme"]). Everything else separates tokens.
///
/// Folding uses Foundation's `folding(options: [.caseInsensitive, .diacriticInsensitive])`; tokens
/// that are plain ASCII take a fast path with the same result. A tokenizer remembers the words it
/// has folded, so indexing a large catalog folds each distinct word once.
struct SearchTokenizer {
    private var folded: [Substring: String] = [:]

    /// The tokens of `text`, in order, duplicates kept.
    mutating func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        let scalars = text.unicodeScalars
        var start: String.UnicodeScalarView.Index?
        var index = scalars.startIndex
        while index < scalars.endIndex {
            let scalar = scalars[index]
            if Self.isTokenScalar(scalar, continuing: start != nil) {
                if start == nil { start = index }
            } else if let tokenStart = start {
                tokens.append(fold(Substring(scalars[tokenStart..<index])))
                start = nil
            }
            index = scalars.index(after: index)
        }
        if let tokenStart = start {
            tokens.append(fold(Substring(scalars[tokenStart..<scalars.endIndex])))
        }
        return tokens.filter { !$0.isEmpty }
    }

    private mutating func fold(_ word: Substring) -> String {
        if let known = folded[word] { return known }
        let result: String
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            result = String(decoding: word.utf8.map { ($0 >= 65 && $0 <= 90) ? $0 + 32 : $0 }, as: UTF8.self)
        } else {
            // Folding can leave separators behind (a ligature, a spacing mark): keep only token scalars.
            let full = String(word).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            var kept = String.UnicodeScalarView()
            for scalar in full.unicodeScalars where Self.isTokenScalar(scalar, continuing: true) {
                if !scalar.properties.generalCategory.isMark { kept.append(scalar) }
            }
            result = String(kept)
        }
        if folded.count < 100_000 { folded[word] = result }
        return result
    }

    /// Letters and digits make tokens; combining marks continue one (so "e\u{301}" stays one word).
    private static func isTokenScalar(_ scalar: Unicode.Scalar, continuing: Bool) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122)
        }
        let properties = scalar.properties
        if properties.isAlphabetic || properties.numericType != nil { return true }
        return continuing && properties.generalCategory.isMark
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
