/// Helpers to look inside rendered frames.
enum RendererOutput {
    /// The frame with the renderer's own sequences removed: cursor positioning (`ESC [ r ; c H`),
    /// erase to end of line (`ESC [ K`) and, when `includingStyles`, SGR (`ESC [ ... m`).
    static func strippingRendererSequences(_ frame: String, includingStyles: Bool) -> String {
        var output = frame.replacing(/\x{1B}\[\d+;\d+H/, with: "").replacing("\u{1B}[K", with: "")
        if includingStyles {
            output = output.replacing(/\x{1B}\[[0-9;]*m/, with: "")
        }
        return output
    }

    /// True when the text contains an SGR sequence.
    static func containsSelectGraphicRendition(_ text: String) -> Bool {
        text.contains(/\x{1B}\[[0-9;]*m/)
    }

    /// The text of each row of a frame: what follows each cursor positioning, without styles.
    static func rows(_ frame: String) -> [String] {
        frame.split(separator: /\x{1B}\[\d+;1H/, omittingEmptySubsequences: false).dropFirst().map {
            String($0).replacing(/\x{1B}\[[0-9;]*m/, with: "").replacing("\u{1B}[K", with: "")
        }
    }
}
