/// Where text sits in a fixed-width column when it is narrower than the column.
public enum ColumnAlignment: Sendable, Hashable, CaseIterable {
    /// Text first, padding after.
    case left
    /// Padding first, text last (for numbers and prices).
    case right
    /// Padding split on both sides; an odd column goes to the right.
    case center
}
