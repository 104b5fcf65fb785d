/// The Unicode scalars a terminal draws two columns wide, outside the emoji that
/// `Unicode.Scalar.Properties.isEmojiPresentation` already names.
///
/// The standard library does not expose the East Asian Width property, so this compact table
/// lists the blocks that are East Asian Wide (W) or Fullwidth (F): CJK ideographs, Hangul,
/// kana, Yi, Tangut, fullwidth forms and the wide symbol blocks. Emoji are not listed one by one:
/// every Emoji_Presentation scalar is East Asian Wide, and the standard library keeps that list in
/// step with the toolchain's Unicode version. The symbol blocks at the end are listed whole so an
/// emoji newer than the toolchain's Unicode data still counts as two columns.
enum WideCharacterRanges {
    /// Sorted, non-overlapping ranges of scalar values, first and last inclusive. Tuples rather
    /// than `ClosedRange`s: an array of `ClosedRange<UInt32>` makes the runtime look up
    /// `UInt32: Comparable` the first time a process measures a wide character (about 50 µs, every
    /// conformance record of every loaded library scanned), and a one-shot command prints one.
    static let ranges: [(first: UInt32, last: UInt32)] = [
        (0x1100, 0x115F),  // Hangul Jamo leading consonants
        (0x2329, 0x232A),  // angle brackets
        (0x2E80, 0x2FDF),  // CJK Radicals Supplement, Kangxi Radicals
        (0x2FF0, 0x303E),  // Ideographic Description Characters, CJK Symbols and Punctuation
        (0x3041, 0x33FF),  // Hiragana, Katakana, Bopomofo, Hangul Compatibility Jamo, ..., CJK Compatibility
        (0x3400, 0x4DBF),  // CJK Unified Ideographs Extension A
        (0x4E00, 0x9FFF),  // CJK Unified Ideographs
        (0xA000, 0xA4CF),  // Yi Syllables, Yi Radicals
        (0xA960, 0xA97F),  // Hangul Jamo Extended-A
        (0xAC00, 0xD7A3),  // Hangul Syllables
        (0xF900, 0xFAFF),  // CJK Compatibility Ideographs
        (0xFE10, 0xFE19),  // Vertical Forms
        (0xFE30, 0xFE6F),  // CJK Compatibility Forms, Small Form Variants
        (0xFF00, 0xFF60),  // Fullwidth Forms
        (0xFFE0, 0xFFE6),  // Fullwidth signs
        (0x16FE0, 0x16FE4),  // Ideographic Symbols and Punctuation
        (0x16FF0, 0x16FF1),
        (0x17000, 0x18CFF),  // Tangut, Tangut Components, Khitan Small Script
        (0x18D00, 0x18D08),  // Tangut Supplement
        (0x1AFF0, 0x1B2FF),  // Kana Extended-B, Kana Supplement, Kana Extended-A, Small Kana, Nushu
        (0x1F200, 0x1F2FF),  // Enclosed Ideographic Supplement
        (0x1F900, 0x1F9FF),  // Supplemental Symbols and Pictographs (emoji)
        (0x1FA70, 0x1FAFF),  // Symbols and Pictographs Extended-A (emoji)
        (0x20000, 0x2FFFD),  // CJK Unified Ideographs Extensions B–F, Compatibility Supplement
        (0x30000, 0x3FFFD),  // CJK Unified Ideographs Extensions G–H
    ]

    /// Whether `value` falls in one of ``ranges``, by binary search.
    static func contains(_ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count - 1
        while low <= high {
            let middle = (low + high) / 2
            let range = ranges[middle]
            if value < range.first {
                high = middle - 1
            } else if value > range.last {
                low = middle + 1
            } else {
                return true
            }
        }
        return false
    }
}
