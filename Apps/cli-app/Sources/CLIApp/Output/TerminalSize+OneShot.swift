import TerminalUI

extension TerminalSize {
    /// The size one-shot output is laid out for: the terminal's width (80 off a terminal) and a
    /// nominal height (printed output is not clipped to it).
    static func oneShot(width: Int) -> TerminalSize {
        TerminalSize(columns: width, rows: 24)
    }
}
