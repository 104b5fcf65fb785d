import Foundation

/// One figure a benchmark holds itself to, as measured in this run: usually a ratio to a baseline
/// from the same run, e.g. "`products search oak` within 7x of the static floor".
///
/// A benchmark calls ``report()`` for each: it prints a machine-readable `budget:` line, and when
/// `BENCH_BUDGET_FILE` is set (as `make bench` sets it) appends the line there too. `bench-budget`
/// reads that file at the end of `make bench` and prints every benchmark's budgets in one table
/// (``BudgetTable``). A missed budget never fails the run: machines are noisy, and the table is
/// the record.
///
/// ```swift
/// Budget("products search oak / static floor", measured: 3.07, atMost: 7).report()
/// // budget:	products search oak / static floor	3.07	<=	7.00	x
/// ```
public struct Budget: Equatable, Sendable {
    /// Which side of the target passes.
    public enum Bound: String, Sendable {
        case atMost = "<="
        case atLeast = ">="
    }

    /// What was measured, against what: one line, no tabs.
    public let name: String
    public let measured: Double
    public let bound: Bound
    public let target: Double
    /// The unit of `measured` and `target`: `x` for a ratio, `ms`, ...
    public let unit: String

    public init(_ name: String, measured: Double, atMost target: Double, unit: String = "x") {
        self.init(name, measured: measured, bound: .atMost, target: target, unit: unit)
    }

    public init(_ name: String, measured: Double, atLeast target: Double, unit: String = "x") {
        self.init(name, measured: measured, bound: .atLeast, target: target, unit: unit)
    }

    public init(_ name: String, measured: Double, bound: Bound, target: Double, unit: String) {
        self.name = Self.oneField(name)
        self.measured = measured
        self.bound = bound
        self.target = target
        self.unit = Self.oneField(unit)
    }

    /// Whether the measured value is within the target.
    public var isMet: Bool { Self.isWithin(measured, bound, target) }

    /// The measured value with two decimals, or with as many more as it takes to get the verdict
    /// the exact value gets: 1.2004 against at most 1.20 is `1.2004`, not a `1.20` that reads as
    /// met, in the line and in ``BudgetTable`` alike.
    public var measuredText: String {
        for decimals in 2...9 {
            let text = Format.fixed(measured, decimals)
            if let printed = Double(text), Self.isWithin(printed, bound, target) == isMet { return text }
        }
        return String(measured)  // the shortest text that reads back as exactly this value
    }

    private static func isWithin(_ value: Double, _ bound: Bound, _ target: Double) -> Bool {
        switch bound {
        case .atMost: value <= target
        case .atLeast: value >= target
        }
    }

    /// The line's first field.
    public static let prefix = "budget:"

    /// `budget:`, the name, the measured value (``measuredText``), the bound, the target and the
    /// unit, separated by tabs.
    public var line: String {
        [Self.prefix, name, measuredText, bound.rawValue, Format.fixed(target, 2), unit]
            .joined(separator: "\t")
    }

    /// The budget a ``line`` describes; nil for any other line.
    public init?(line: String) {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard fields.count == 6, fields[0] == Self.prefix, let measured = Double(fields[2]),
            let bound = Bound(rawValue: fields[3]), let target = Double(fields[4])
        else { return nil }
        self.init(fields[1], measured: measured, bound: bound, target: target, unit: fields[5])
    }

    /// Prints ``line``, and appends it to `$BENCH_BUDGET_FILE` when that is set.
    public func report(environment: [String: String] = ProcessInfo.processInfo.environment) {
        print(line)
        guard let path = environment["BENCH_BUDGET_FILE"], !path.isEmpty else { return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let file = FileHandle(forWritingAtPath: path) else {
            print("bench: cannot append to BENCH_BUDGET_FILE \(path)")
            return
        }
        defer { try? file.close() }
        _ = try? file.seekToEnd()
        try? file.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Tabs and line breaks would split the line: they become spaces.
    private static func oneField(_ text: String) -> String {
        String(text.map { $0 == "\t" || $0.isNewline ? " " : $0 })
    }
}
