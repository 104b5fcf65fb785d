extension String {
    /// Empty or only whitespace: what the transforms treat as a missing id, name or title.
    var isBlank: Bool { allSatisfy(\.isWhitespace) }
}
