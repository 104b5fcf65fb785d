extension String {
    /// This text with every terminal escape sequence and control character removed, keeping
    /// newlines and tabs; see ``TerminalSanitizer``.
    ///
    /// Use it on any untrusted text (data files, server responses) before it is written to a
    /// terminal, so the text cannot move the cursor, change the title, recolour or hide output.
    ///
    /// ```swift
    /// "\u{1B}[31mred\u{1B}[0m".terminalSafe  // "red"
    /// ```
    public var terminalSafe: String {
        TerminalSanitizer.sanitize(self)
    }

    /// This text made terminal safe and put on one line: like ``terminalSafe``, and newlines, tabs
    /// and Unicode line and paragraph separators become spaces. Use it for table cells and titles.
    ///
    /// ```swift
    /// "Spring\nsale\t!".terminalSafeLine  // "Spring sale !"
    /// ```
    public var terminalSafeLine: String {
        TerminalSanitizer.sanitizeLine(self)
    }
}
