extension Unicode.Scalar {
    /// The columns this scalar takes on its own: 0, 1 or 2.
    ///
    /// Zero for combining and enclosing marks (accents, variation selectors), format characters
    /// (zero-width joiner and space, bidi marks, tags), controls and the Hangul vowel and final
    /// consonant jamo that join the syllable before them; two for East Asian Wide and Fullwidth
    /// characters and emoji; one otherwise.
    var terminalColumns: Int {
        let value = value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }  // ASCII, the common case
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        // Marks first: the wide blocks hold a few (the kana voicing marks U+3099 and U+309A).
        switch properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control:
            return 0
        default:
            return WideCharacterRanges.contains(value) || properties.isEmojiPresentation ? 2 : 1
        }
    }
}

extension Character {
    /// The columns a terminal uses to draw this grapheme cluster: 0, 1 or 2.
    ///
    /// A cluster is as wide as its widest scalar, so "e" followed by a combining acute accent is
    /// one column and an emoji zero-width-joiner sequence (a family) is two. Two regional
    /// indicators (a flag) and an emoji followed by the emoji variation selector U+FE0F are two.
    var terminalColumns: Int {
        if let ascii = asciiValue {
            // "\r\n" is one Character whose asciiValue is the newline.
            return ascii >= 0x20 && ascii < 0x7F ? 1 : 0
        }
        var widest = 0
        var regionalIndicators = 0
        var asksForEmojiPresentation = false
        var hasEmojiBase = false
        for scalar in unicodeScalars {
            widest = Swift.max(widest, scalar.terminalColumns)
            switch scalar.value {
            case 0x1F1E6...0x1F1FF: regionalIndicators += 1
            case 0xFE0F: asksForEmojiPresentation = true
            default: if scalar.properties.isEmoji { hasEmojiBase = true }
            }
        }
        if regionalIndicators >= 2 || (asksForEmojiPresentation && hasEmojiBase) { return 2 }
        return widest
    }
}
