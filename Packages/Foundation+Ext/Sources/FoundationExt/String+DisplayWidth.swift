extension String {
    /// The number of terminal columns this text takes when printed on one line.
    ///
    /// East Asian wide and fullwidth characters and emoji count two columns; combining marks,
    /// zero-width joiners, variation selectors and other format characters count zero; everything
    /// else counts one. Width is measured per grapheme cluster, so an emoji ZWJ sequence or a flag
    /// counts two, and "e" with a combining accent counts one. Control characters count zero: make
    /// untrusted text ``terminalSafeLine`` before measuring it.
    ///
    /// ```swift
    /// "abc".displayWidth    // 3
    /// "日本".displayWidth    // 4
    /// "👨‍👩‍👧".displayWidth    // 2
    /// ```
    public var displayWidth: Int {
        // Printable ASCII is one column per byte; skip grapheme breaking for it.
        if utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return utf8.count }
        var columns = 0
        for character in self { columns += character.terminalColumns }
        return columns
    }

    /// This text cut to at most `width` columns, ending in `ellipsis` when something was cut.
    ///
    /// The result never exceeds `width` columns and never splits a grapheme cluster; when a wide
    /// character would straddle the limit it is left out, so the result may be one column
    /// narrower. Text that already fits is returned unchanged. When even the ellipsis does not fit,
    /// the text is cut without one. A width of zero or less gives the empty string.
    ///
    /// ```swift
    /// "Hello, world".truncated(toWidth: 6)  // "Hello…"
    /// "日本語テキスト".truncated(toWidth: 6)  // "日本…" (5 columns: a third ideograph would make 7)
    /// ```
    ///
    /// - Parameters:
    ///   - width: The most columns the result may take.
    ///   - ellipsis: What marks the cut; "…" takes one column.
    public func truncated(toWidth width: Int, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        guard displayWidth > width else { return self }
        let ellipsisWidth = ellipsis.displayWidth
        let marker = ellipsisWidth <= width ? ellipsis : ""
        let budget = width - (ellipsisWidth <= width ? ellipsisWidth : 0)
        var kept = ""
        var columns = 0
        for character in self {
            let characterWidth = character.terminalColumns
            if columns + characterWidth > budget { break }
            kept.append(character)
            columns += characterWidth
        }
        return kept + marker
    }

    /// This text fitted to exactly `width` columns: truncated with `ellipsis` when too wide,
    /// padded with spaces on the side `alignment` asks for when too narrow.
    ///
    /// Use it for table columns, after making untrusted text ``terminalSafeLine``.
    ///
    /// ```swift
    /// "42".padded(toWidth: 5, alignment: .right)  // "   42"
    /// "日本".padded(toWidth: 6, alignment: .center)  // " 日本 "
    /// ```
    ///
    /// - Parameters:
    ///   - width: The columns the result takes; zero or less gives the empty string.
    ///   - alignment: Where the text sits when it is narrower than `width`.
    ///   - ellipsis: What marks a cut when the text is wider than `width`.
    public func padded(toWidth width: Int, alignment: ColumnAlignment = .left, ellipsis: String = "…") -> String {
        guard width > 0 else { return "" }
        let fitted = truncated(toWidth: width, ellipsis: ellipsis)
        let gap = Swift.max(width - fitted.displayWidth, 0)
        switch alignment {
        case .left:
            return fitted + String(repeating: " ", count: gap)
        case .right:
            return String(repeating: " ", count: gap) + fitted
        case .center:
            let leading = gap / 2
            return String(repeating: " ", count: leading) + fitted + String(repeating: " ", count: gap - leading)
        }
    }
}
