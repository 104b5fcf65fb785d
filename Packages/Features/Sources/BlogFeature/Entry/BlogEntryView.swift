import Domain
import TerminalUI

/// The blog entry screen as a pure function of its state: no I/O, so tests compare text.
public enum BlogEntryView {
    /// The screen for `state` on a terminal `size` wide, the body scrolled to `scrollOffset`.
    public static func screen(for state: BlogEntryViewState, size: TerminalSize, scrollOffset: Int = 0) -> Screen {
        let width = max(10, size.columns)
        switch state {
        case .initialized(let loader):
            return Screen(
                title: "Blog entry #\(loader.entryID)", lines: [Line([.spinner(), " Loading…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(nil):
            return Screen(
                title: "Blog entry", lines: [Line([.spinner(), " Loading the entry…"])],
                footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen(
                title: "Blog entry #\(errorModel.entryID)",
                lines: [
                    Line([Span("Could not load the entry: ", style: .color(.error)), Span(errorModel.message)]),
                    .empty,
                    Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
                ],
                footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        case .loaded(let model):
            return Screen(
                title: model.entry.title, lines: lines(for: model, width: width),
                footer: [KeyHint("↑↓", "scroll"), KeyHint("r", "refresh"), KeyHint("esc", "back")],
                scrollOffset: scrollOffset)
        }
    }

    private static func lines(for model: BlogEntryLoadedModel, width: Int) -> [Line] {
        let entry = model.entry
        var byline = "by \(entry.author) · \(DateText.day(entry.publishedAt))"
        if !entry.tags.isEmpty { byline += " · " + entry.tags.joined(separator: ", ") }
        var lines = Line.wrapping(byline, width: width, style: .color(.muted))
        if model.isRefreshing {
            lines.append(Line([.spinner(), " Refreshing…"]))
        } else if let failure = model.refreshFailure {
            lines.append(Line([Span("Could not refresh: ", style: .color(.error)), Span(failure)]))
        }
        lines.append(.empty)
        lines.append(contentsOf: Line.wrapping(entry.body, width: width))
        return lines
    }
}
