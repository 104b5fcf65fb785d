extension Collection {
    /// The element at `index`, or `nil` when `index` is outside the collection.
    ///
    /// Use it where an index comes from input (a row number typed by the user, a page offset
    /// from a server) so a bad index becomes `nil` instead of a trap.
    ///
    /// ```swift
    /// let rows = ["a", "b"]
    /// rows[safe: 1]  // "b"
    /// rows[safe: 5]  // nil
    /// ```
    public subscript(safe index: Index) -> Element? {
        // `indices.contains` is O(n) for non-random-access collections; comparing against the
        // bounds is O(1) and just as correct for the valid-index question asked here.
        guard index >= startIndex, index < endIndex else { return nil }
        return self[index]
    }
}
