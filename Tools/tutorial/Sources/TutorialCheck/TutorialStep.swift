/// One numbered section of the tutorial (`## 3. Embed its panel in home`) and what a reader does
/// in it, in the order written.
public struct TutorialStep: Sendable, Equatable {
    /// The heading's text, as the failure names the step: `3. Embed its panel in home`.
    public let title: String
    public let actions: [TutorialAction]
}

/// What a reader does with one code block.
public enum TutorialAction: Sendable, Equatable {
    /// A command typed at the repository's root; it must succeed.
    case command(String, line: Int)
    /// A command that opens a screen (`make run`, `make preview …`): each line of `shows` must
    /// appear on it, then the program is closed by typing `quit`.
    case interactive(String, shows: [String], quit: String, line: Int)
    /// A Swift block written into a file.
    case edit(FileEdit, line: Int)
}
