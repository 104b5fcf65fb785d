import BenchSupport
import Foundation
import Testing

@Suite struct BudgetReportTests {
    let table = BudgetTable(budgets: [
        Budget("cli-bench: blog show 1 / --version", measured: 1.05, atMost: 1.2),
        Budget("search-bench: index p50 per query", measured: 1.5, atMost: 1, unit: "ms"),
        Budget("a | b", measured: 0.6, atLeast: 0.5),
    ])

    @Test func theReportIsOneMarkdownTableHeadedByWhenWhichCommitAndWhatMachine() {
        let report = BudgetReport(
            table: table, date: Date(timeIntervalSince1970: 0), commit: "abc1234", machine: "Linux, 2 cores",
            arguments: "--quick")
        let lines = report.markdown().split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines.first == "# Benchmarks")
        #expect(
            lines.contains(
                "`make bench BENCH_ARGS=--quick`, 1970-01-01 00:00:00Z, commit `abc1234`, on Linux, 2 cores."))
        #expect(lines.contains("| cli-bench: blog show 1 / --version | ≤ 1.20x | 1.05x | met |"))
        #expect(lines.contains("| search-bench: index p50 per query | ≤ 1.00 ms | 1.50 ms | MISSED |"))
        #expect(lines.contains("| a \\| b | ≥ 0.50x | 0.60x | met |"), "a pipe in a name stays in its cell")
        #expect(lines.contains("2 of 3 budgets met."))
        #expect(lines.last == "", "ends with a newline")
    }

    @Test func aFullRunAndUnfinishedBenchmarksAreSaid() {
        let report = BudgetReport(
            table: BudgetTable(budgets: []), date: Date(timeIntervalSince1970: 0), commit: "c", machine: "m",
            unfinished: ["load-bench"])
        let text = report.markdown()
        #expect(text.contains("`make bench`, 1970"))
        #expect(text.contains("No budgets were reported."))
        #expect(text.contains("Did not finish: load-bench."))
    }

    @Test func theMachineIsDescribed() {
        let machine = BudgetReport.currentMachine()
        #expect(machine.contains("cores"))
        #expect(!machine.contains("\n"))
    }
}
