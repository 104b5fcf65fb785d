/// The size of a terminal in character cells.
public struct TerminalSize: Hashable, Sendable {
    public var columns: Int
    public var rows: Int

    public init(columns: Int, rows: Int) {
        self.columns = max(0, columns)
        self.rows = max(0, rows)
    }

    /// What to assume when the size cannot be read (the VT100's 80×24).
    public static let fallback = TerminalSize(columns: 80, rows: 24)
}
