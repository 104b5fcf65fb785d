/// Every benchmark's budgets in one table: measured, target, and whether each is met, from the
/// `budget:` lines the benchmarks printed (see ``Budget``). Other lines are ignored.
public struct BudgetTable: Sendable {
    public let budgets: [Budget]

    public init(budgets: [Budget]) {
        self.budgets = budgets
    }

    /// The budgets among `text`'s lines, in order.
    public init(parsing text: String) {
        budgets = text.split(whereSeparator: \.isNewline).compactMap { Budget(line: String($0)) }
    }

    /// How many budgets are met.
    public var metCount: Int { budgets.filter(\.isMet).count }

    /// The line that counts what is met.
    public var summary: String { "\(metCount) of \(budgets.count) budgets met" }

    /// The table, then one line that counts what is met.
    public func render() -> String {
        var table = Table(["budget", "measured", "target", ""])
        for budget in budgets {
            let cells = Self.cells(budget)
            table.addRow([budget.name, cells.measured, cells.target, cells.verdict])
        }
        return budgets.isEmpty ? "no budgets were reported" : table.render() + "\n" + summary
    }

    /// A budget's figure and target with their unit (`1.07x`, `≤ 30.00 ms`), and `met` or `MISSED`:
    /// the same text in the printed table and the Markdown report.
    static func cells(_ budget: Budget) -> (measured: String, target: String, verdict: String) {
        let unit = budget.unit == "x" ? "x" : " " + budget.unit
        return (
            budget.measuredText + unit,
            (budget.bound == .atMost ? "≤ " : "≥ ") + Format.fixed(budget.target, 2) + unit,
            budget.isMet ? "met" : "MISSED"
        )
    }
}
