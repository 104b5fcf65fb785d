import TerminalUI

/// The highlighted row of a list a view shows, and the keys that move it: ↑ or `k` one row up, ↓
/// or `j` one row down, never past either end.
public enum ListHighlight {
    /// The row highlighted after `key`, from `row` in a list of `count` rows; `nil` when `key` does
    /// not move the highlight (the view handles it, or ignores it).
    public static func row(after key: Key, from row: Int, count: Int) -> Int? {
        switch key {
        case .up, .character("k"): max(0, row - 1)
        case .down, .character("j"): min(row + 1, max(0, count - 1))
        default: nil
        }
    }
}
