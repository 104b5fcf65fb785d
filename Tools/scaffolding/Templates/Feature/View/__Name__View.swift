import TerminalUI

/// The __Name__ screen as a pure function of its state: no I/O, so tests compare text.
public enum __Name__View {
    public static let title = "__Name__"

    /// The screen for `state` on a terminal `size` wide; `selection` is the highlighted row in the
    /// interactive app (`nil` for one-shot output).
    public static func screen(for state: __Name__ViewState, size: TerminalSize, selection: Int? = nil) -> Screen {
        switch state {
        case .initialized, .loading:
            return Screen(title: title, lines: [Line([.spinner(), " Loading…"])], footer: [KeyHint("esc", "back")])
        case .loaded(_, let items) where items.isEmpty:
            return Screen(
                title: title, lines: [Line("Nothing here yet.", style: .color(.muted))],
                footer: [KeyHint("esc", "back")])
        case .loaded(_, let items):
            let table = Table(
                columns: [.init("Item", width: .fill())], rows: items.map { Table.Row([Span($0)]) },
                selectedRow: selection)
            return Screen(
                title: title, lines: table.lines(width: size.columns),
                footer: [KeyHint("↑↓", "move"), KeyHint("r", "reload"), KeyHint("esc", "back")],
                focusedLine: selection.map(table.lineIndex(ofRow:)))
        case .failed(_, let message):
            return Screen(
                title: title,
                lines: [
                    Line([Span("Could not load: ", style: .color(.error)), Span(message)]), .empty,
                    Line([Span("Press "), Span("r", style: .bold), Span(" to try again.")]),
                ],
                footer: [KeyHint("r", "retry"), KeyHint("esc", "back")])
        }
    }
}
