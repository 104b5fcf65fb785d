/// A plain-text table for benchmark reports: a header row, right-aligned numeric columns.
///
/// ```swift
/// var table = Table(["case", "ns/state", "ratio"])
/// table.addRow(["baseline", "812.4", "1.00x"])
/// print(table.render())
/// ```
public struct Table: Sendable {
    /// The column titles.
    public let header: [String]
    /// The rows added so far.
    public private(set) var rows: [[String]] = []

    /// A table with these column titles.
    public init(_ header: [String]) {
        self.header = header
    }

    /// Adds a row; missing cells are blank, extra cells are dropped.
    public mutating func addRow(_ cells: [String]) {
        rows.append((0..<header.count).map { $0 < cells.count ? cells[$0] : "" })
    }

    /// The table as lines of text: the first column left-aligned, the others right-aligned.
    public func render() -> String {
        let all = [header] + rows
        let widths = (0..<header.count).map { column in all.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { column, cell in
                let padding = String(repeating: " ", count: widths[column] - cell.count)
                return column == 0 ? cell + padding : padding + cell
            }.joined(separator: "  ")
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(header), rule] + rows.map(line)).joined(separator: "\n")
    }
}

/// Formatting helpers for report cells.
public enum Format {
    /// `value` with `digits` decimals, e.g. `fixed(3.14159, 2)` → `"3.14"`.
    public static func fixed(_ value: Double, _ digits: Int = 1) -> String {
        guard value.isFinite else { return "n/a" }
        var scale = 1.0
        for _ in 0..<digits { scale *= 10 }
        let rounded = (abs(value) * scale).rounded() / scale
        let integer = Int(rounded)
        var text = String(integer)
        if digits > 0 {
            let fraction = Int(((rounded - Double(integer)) * scale).rounded())
            let fractionText = String(fraction)
            text += "." + String(repeating: "0", count: digits - fractionText.count) + fractionText
        }
        return (value < 0 ? "-" : "") + text
    }

    /// A ratio such as `0.83x`.
    public static func ratio(_ value: Double) -> String {
        fixed(value, 2) + "x"
    }

    /// A duration in the most readable unit: `812 ns`, `3.4 µs`, `12.7 ms`, `1.20 s`.
    public static func duration(_ duration: Duration) -> String {
        let nanoseconds = duration.nanoseconds
        switch nanoseconds {
        case ..<1_000: return fixed(nanoseconds, 0) + " ns"
        case ..<1_000_000: return fixed(nanoseconds / 1_000, 1) + " µs"
        case ..<1_000_000_000: return fixed(nanoseconds / 1_000_000, 1) + " ms"
        default: return fixed(nanoseconds / 1_000_000_000, 2) + " s"
        }
    }

    /// A spread as a percentage, e.g. `8.0%`.
    public static func percent(_ fraction: Double) -> String {
        fixed(fraction * 100, 1) + "%"
    }
}
