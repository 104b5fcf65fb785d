import BenchSupport
import Foundation
import Testing

@Suite struct BudgetTests {
    @Test func aBudgetLineReadsBackAsTheSameBudget() throws {
        let budgets = [
            Budget("cli-bench: products search oak / --version", measured: 1.07, atMost: 1.2),
            Budget("load-bench: search / by id", measured: 0.61, atLeast: 0.5),
            Budget("cli-bench: --version above a trivial executable", measured: 9.5, atMost: 30, unit: "ms"),
        ]
        for budget in budgets {
            #expect(budget.line.hasPrefix("budget:\t"))
            #expect(Budget(line: budget.line) == budget)
        }
    }

    @Test func aBudgetIsMetOnTheRightSideOfItsTarget() {
        #expect(Budget("a", measured: 1.2, atMost: 1.2).isMet)
        #expect(!Budget("a", measured: 1.21, atMost: 1.2).isMet)
        #expect(Budget("b", measured: 0.5, atLeast: 0.5).isMet)
        #expect(!Budget("b", measured: 0.49, atLeast: 0.5).isMet)
    }

    @Test func aValueJustPastItsTargetIsPrintedPastIt() throws {
        let over = Budget("cli-bench: cart show (1 line) / --version", measured: 1.2004, atMost: 1.2)
        #expect(over.line.contains("\t1.2004\t<=\t1.20\t"))
        #expect(try #require(Budget(line: over.line)).isMet == false, "read back, it is still missed")
        #expect(BudgetTable(budgets: [over]).render().contains("1.2004x"))

        let under = Budget("load-bench: search / by id", measured: 0.49996, atLeast: 0.5)
        #expect(try #require(Budget(line: under.line)).isMet == false)
        #expect(Budget("a", measured: 1.19, atMost: 1.2).measuredText == "1.19", "two decimals keep this verdict")
        #expect(Budget("a", measured: 1.2000000000001, atMost: 1.2).measuredText == "1.2000000000001")
    }

    @Test func tabsAndLineBreaksInANameCannotSplitTheLine() {
        let budget = Budget("two\twords\nand a line", measured: 1, atMost: 2)
        #expect(budget.name == "two words and a line")
        #expect(Budget(line: budget.line) == budget)
    }

    @Test(arguments: [
        "budget: products 1.07 <= 1.20 x", "budget:\tname\tfast\t<=\t1.20\tx", "budget:\tname\t1.0\t<\t1.2\tx",
        "budgets:\tname\t1.0\t<=\t1.2\tx", "cli-bench: done", "",
    ])
    func otherLinesAreNotBudgets(_ line: String) {
        #expect(Budget(line: line) == nil)
    }

    @Test func theTableCollectsEveryBenchmarksBudgetsAndCountsWhatIsMet() {
        let output = [
            "==> cli-bench", "cli-bench: 30 runs per case",
            Budget("cli-bench: blog show 1 / --version", measured: 1.05, atMost: 1.2).line,
            Budget("cli-bench: products search oak / --version", measured: 1.31, atMost: 1.2).line,
            "==> vsmkit-bench", Budget("vsmkit-bench: (a) / (s)", measured: 0.9, atMost: 1).line,
        ].joined(separator: "\n")
        let table = BudgetTable(parsing: output)
        #expect(
            table.budgets.map(\.name) == [
                "cli-bench: blog show 1 / --version", "cli-bench: products search oak / --version",
                "vsmkit-bench: (a) / (s)",
            ])
        let lines = table.render().split(separator: "\n").map(String.init)
        #expect(lines.count == 2 + 3 + 1)
        #expect(lines[2].hasPrefix("cli-bench: blog show 1 / --version") && lines[2].hasSuffix("met"))
        #expect(lines[3].contains("1.31x") && lines[3].contains("≤ 1.20x") && lines[3].hasSuffix("MISSED"))
        #expect(lines.last == "2 of 3 budgets met")
        #expect(BudgetTable(parsing: "no budgets here").render() == "no budgets were reported")
    }

    @Test func reportingAppendsTheLineToTheBudgetFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("budget-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = Budget("first", measured: 1, atMost: 2)
        let second = Budget("second", measured: 3, atMost: 2)
        first.report(environment: ["BENCH_BUDGET_FILE": path])
        second.report(environment: ["BENCH_BUDGET_FILE": path])
        let written = try String(contentsOfFile: path, encoding: .utf8)
        #expect(BudgetTable(parsing: written).budgets == [first, second])
    }
}
