import Domain
import TerminalUI

/// The blog list as a pure function of its state: a table of entries and a paging line.
public enum BlogListView {
    /// The screen for `state` on a terminal `size` wide. `selection` is the highlighted row in the
    /// interactive app; `nil` (one-shot output) shows the table without a selection.
    public static func screen(for state: BlogListViewState, size: TerminalSize, selection: Int? = nil) -> Screen {
        let width = max(20, size.columns)
        switch state {
        case .initialized, .loading(nil):
            return Screen(
                title: "Blog", lines: [Line([.spinner(), " Loading entries…"])], footer: [KeyHint("esc", "back")])
        case .loading(let errorModel?):
            return Screen(
                title: "Blog",
                lines: [
                    Line([Span("Could not load the entries: ", style: .color(.error)), Span(errorModel.message)]),
                    .empty,
                    Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
                ],
                footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        case .loaded(let model):
            return loadedScreen(model, width: width, selection: selection)
        }
    }

    private static func loadedScreen(_ model: BlogListLoadedModel, width: Int, selection: Int?) -> Screen {
        guard !model.entries.isEmpty else {
            return Screen(
                title: "Blog", lines: [Line("No entries yet.", style: .color(.muted))],
                footer: [KeyHint("esc", "back")])
        }
        let selected = selection.map { min(max(0, $0), model.entries.count - 1) }
        let table = Table(
            columns: [
                .init("#", width: .fit(maximum: 8), alignment: .right), .init("Title", width: .fill(minimum: 12)),
                .init("Author", width: .fit(maximum: 18)), .init("Date", width: .fixed(10)),
            ],
            rows: model.entries.map { entry in
                Table.Row([
                    Span("\(entry.id)", style: .color(.muted)), Span(entry.title), Span(entry.author),
                    Span(DateText.day(entry.publishedAt), style: .color(.muted)),
                ])
            },
            selectedRow: selected)
        var lines = table.lines(width: width)
        lines.append(.empty)
        lines.append(pagingLine(model))
        var footer = [KeyHint("↑↓", "move"), KeyHint("enter", "open")]
        switch model.paging {
        case .failed: footer.append(KeyHint("r", "retry"))
        case .idle where model.hasNextPage: footer.append(KeyHint("n", "more"))
        default: break
        }
        footer.append(KeyHint("esc", "back"))
        return Screen(
            title: "Blog", lines: lines, footer: footer, focusedLine: selected.map(table.lineIndex(ofRow:)))
    }

    private static func pagingLine(_ model: BlogListLoadedModel) -> Line {
        let page = model.lastPage
        let position =
            model.firstPageNumber == page.number
            ? "Page \(page.number) of \(page.totalPages)"
            : "Pages \(model.firstPageNumber)–\(page.number) of \(page.totalPages)"
        let summary = "\(position) · \(model.entries.count) of \(page.totalItems) entries"
        switch model.paging {
        case .loadingNextPage:
            return Line([.spinner(), Span(" Loading page \(page.number + 1)…")])
        case .failed(let message):
            return Line([
                Span("Could not load page \(page.number + 1): ", style: .color(.error)), Span(message),
                Span(" (press r to retry)", style: .color(.muted)),
            ])
        case .idle:
            return Line(summary, style: .color(.muted))
        }
    }
}
