extension String {
    /// This text without the white space at either end, Unicode scalar by scalar: what Foundation's
    /// `trimmingCharacters(in: .whitespacesAndNewlines)` returns (`.whitespaces` with
    /// `includingLineBreaks: false`), without bridging to `NSString`, which costs a one-shot
    /// command a visible share of its start-up.
    ///
    /// The set is Unicode's White_Space property (less the line breaks when asked) plus U+200B ZERO
    /// WIDTH SPACE, which Foundation counts as a space too.
    ///
    /// ```swift
    /// "  oak chair\n".trimmingWhiteSpace()  // "oak chair"
    /// ```
    public func trimmingWhiteSpace(includingLineBreaks: Bool = true) -> String {
        func isTrimmed(_ scalar: Unicode.Scalar) -> Bool {
            if scalar == "\u{200B}" { return true }
            guard scalar.properties.isWhitespace else { return false }
            return includingLineBreaks || !Self.isLineBreak(scalar)
        }
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !isTrimmed($0) }),
            let last = scalars.lastIndex(where: { !isTrimmed($0) })
        else { return "" }
        return String(scalars[first...last])
    }

    /// The line breaks among the white space: what `.whitespaces` leaves and
    /// `.whitespacesAndNewlines` trims. A `switch`, not a `Set`: a set's type is made at run time.
    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
