import FoundationExt

/// Lays out rows of cells in aligned columns, measuring in terminal columns (CJK and emoji count
/// two) with FoundationExt's `truncated(toWidth:ellipsis:)` and `padded(toWidth:alignment:)`.
///
/// ```swift
/// let table = Table(
///     columns: [.init("Name", width: .fill()), .init("Price", width: .fit(), alignment: .right)],
///     rows: products.map { Table.Row([Span($0.name), Span($0.price.formatted, style: .color(.price))]) },
///     selectedRow: selection)
/// screen.lines += table.lines(width: size.columns)
/// ```
public struct Table: Hashable, Sendable {
    /// Where a cell sits in its column: FoundationExt's alignment, the one definition.
    public typealias Alignment = ColumnAlignment

    /// How wide a column is.
    public enum Width: Hashable, Sendable {
        /// Exactly this many columns.
        case fixed(Int)
        /// As wide as its widest cell or title, up to `maximum`; shrunk first when space is short.
        case fit(maximum: Int = 40)
        /// Whatever is left over (shared evenly between fill columns), at least `minimum`.
        case fill(minimum: Int = 8)
    }

    /// One column: its title, width rule and alignment.
    public struct Column: Hashable, Sendable {
        public var title: String
        public var width: Width
        public var alignment: Alignment

        public init(_ title: String, width: Width = .fit(), alignment: Alignment = .left) {
            self.title = title.terminalSafeLine
            self.width = width
            self.alignment = alignment
        }
    }

    /// One row: a cell per column (missing cells are blank, extra ones ignored) and a style laid
    /// over every cell.
    public struct Row: Hashable, Sendable {
        public var cells: [Span]
        public var style: Style

        public init(_ cells: [Span], style: Style = .plain) {
            self.cells = cells
            self.style = style
        }

        /// A row of plain texts (sanitised like every span).
        public init(texts: [String], style: Style = .plain) {
            self.init(texts.map { Span($0) }, style: style)
        }
    }

    public var columns: [Column]
    public var rows: [Row]
    /// The row shown as selected: a marker in the gutter and inverse video.
    public var selectedRow: Int?
    /// Whether rows get a two-column gutter for the selection marker (on when a row is selected).
    public var hasSelectionGutter: Bool
    /// Whether the first line shows the column titles.
    public var showsHeader: Bool
    /// What stands between two columns.
    public var separator: String

    public init(
        columns: [Column], rows: [Row], selectedRow: Int? = nil, hasSelectionGutter: Bool? = nil,
        showsHeader: Bool = true, separator: String = "  "
    ) {
        self.columns = columns
        self.rows = rows
        self.selectedRow = selectedRow
        self.hasSelectionGutter = hasSelectionGutter ?? (selectedRow != nil)
        self.showsHeader = showsHeader
        self.separator = separator.terminalSafeLine
    }

    /// The body line index of each data row inside ``lines(width:)`` (the header comes first), for
    /// ``Screen/focusedLine``.
    public func lineIndex(ofRow row: Int) -> Int {
        showsHeader ? row + 1 : row
    }

    /// The table as screen lines at most `width` columns wide (when the columns can fit at all).
    public func lines(width: Int) -> [Line] {
        let widths = columnWidths(totalWidth: width)
        var lines: [Line] = []
        if showsHeader {
            let titles = columns.map { Span($0.title, style: .bold) }
            lines.append(line(cells: titles, widths: widths, rowStyle: .plain, gutter: gutter(selected: false)))
        }
        for (index, row) in rows.enumerated() {
            let isSelected = index == selectedRow
            let rowStyle = isSelected ? row.style.merged(with: .selected) : row.style
            lines.append(
                line(cells: row.cells, widths: widths, rowStyle: rowStyle, gutter: gutter(selected: isSelected)))
        }
        return lines
    }

    /// The width of each column for a total width: fixed columns as given, fit columns as their
    /// content (shrinking the widest first when space is short), fill columns share the rest.
    public func columnWidths(totalWidth: Int) -> [Int] {
        let gutterWidth = hasSelectionGutter ? Line.selectionMarker.displayWidth : 0
        let separators = separator.displayWidth * max(0, columns.count - 1)
        let available = max(0, totalWidth - gutterWidth - separators)
        var widths = columns.indices.map { index -> Int in
            switch columns[index].width {
            case .fixed(let width): max(0, width)
            case .fit(let maximum): min(max(1, maximum), contentWidth(ofColumn: index))
            case .fill(let minimum): max(0, minimum)
            }
        }
        let fillColumns = columns.indices.filter {
            if case .fill = columns[$0].width { return true }
            return false
        }
        let fitColumns = columns.indices.filter {
            if case .fit = columns[$0].width { return true }
            return false
        }
        var overflow = widths.reduce(0, +) - available
        // Shrink the widest fit column towards the next widest until everything fits (or 3 columns).
        while overflow > 0 {
            guard let widest = fitColumns.max(by: { widths[$0] < widths[$1] }), widths[widest] > 3 else { break }
            let nextWidest = fitColumns.filter { $0 != widest }.map { widths[$0] }.max() ?? 3
            let cut = min(overflow, widths[widest] - max(3, nextWidest), widths[widest] - 3)
            let step = max(1, cut)
            widths[widest] -= step
            overflow -= step
        }
        if overflow < 0, !fillColumns.isEmpty {
            let spare = -overflow
            for (offset, index) in fillColumns.enumerated() {
                widths[index] += spare / fillColumns.count + (offset < spare % fillColumns.count ? 1 : 0)
            }
        }
        return widths
    }

    private func contentWidth(ofColumn index: Int) -> Int {
        let cells = rows.compactMap { $0.cells.indices.contains(index) ? $0.cells[index].displayWidth : nil }
        return max(columns[index].title.displayWidth, cells.max() ?? 0)
    }

    private func gutter(selected: Bool) -> Span? {
        guard hasSelectionGutter else { return nil }
        return selected
            ? Span(Line.selectionMarker, style: Style.selected.colored(.accent)) : Span(Line.unselectedMarker)
    }

    private func line(cells: [Span], widths: [Int], rowStyle: Style, gutter: Span?) -> Line {
        var spans: [Span] = gutter.map { [$0] } ?? []
        for (index, column) in columns.enumerated() {
            if index > 0 { spans.append(Span(separator, style: rowStyle)) }
            let cell = cells.indices.contains(index) ? cells[index] : Span("")
            spans.append(
                contentsOf: layOut(cell, width: widths[index], alignment: column.alignment, rowStyle: rowStyle))
        }
        return Line(spans)
    }

    private func layOut(_ cell: Span, width: Int, alignment: Alignment, rowStyle: Style) -> [Span] {
        let style = cell.style.merged(with: rowStyle)
        if cell.isSpinner {
            let blank = String(repeating: " ", count: max(0, width - 1))
            return width < 1 ? [] : [cell.styled(style), Span(blank, style: rowStyle)]
        }
        let fitted = cell.text.truncated(toWidth: width, ellipsis: "…")
        return [Span(fitted.padded(toWidth: width, alignment: alignment), style: style)]
    }
}
