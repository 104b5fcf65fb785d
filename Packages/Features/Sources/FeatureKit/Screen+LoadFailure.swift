import TerminalUI

extension Screen {
    /// What a view shows when loading failed: the reason, and `r` to try again (the view's
    /// `handle(_:)` observes the error model's `retry()` on `r`).
    ///
    /// - Parameters:
    ///   - title: the screen's title.
    ///   - subject: what could not be loaded, as the sentence names it ("the entry").
    ///   - message: why, for people (the error model's message).
    public static func loadFailure(title: String, subject: String, message: String) -> Screen {
        Screen(
            title: title,
            lines: [
                Line([Span("Could not load \(subject): ", style: .color(.error)), Span(message)]),
                .empty,
                Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
            ],
            footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
    }
}
