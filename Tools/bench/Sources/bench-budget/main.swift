// bench-budget: the summary at the end of `make bench`. Reads the `budget:` lines every benchmark
// appended to one file (BENCH_BUDGET_FILE) and prints them as one table: measured, target, met
// or MISSED. Always exits 0 for missed budgets (machines are noisy; the table is the record);
// `--unfinished NAME` names a benchmark that did not finish, which it reports and exits 1 for.
// `--report PATH` also writes the table as the Markdown report (BudgetReport), headed by the
// time, `--commit` and this machine; `--arguments` names what the benchmarks ran with.
//
//   bench-budget FILE [--unfinished NAME ...] [--report PATH [--commit REV] [--arguments TEXT]]
import BenchSupport
import Foundation

let usage = "usage: bench-budget FILE [--unfinished NAME ...] [--report PATH [--commit REV] [--arguments TEXT]]"
var arguments = Array(CommandLine.arguments.dropFirst())[...]
var unfinished: [String] = []
var options: [String: String] = [:]
var file: String?
while let argument = arguments.popFirst() {
    if ["--unfinished", "--report", "--commit", "--arguments"].contains(argument), let value = arguments.popFirst() {
        if argument == "--unfinished" { unfinished.append(value) } else { options[argument] = value }
    } else if file == nil, !argument.hasPrefix("-") {
        file = argument
    } else {
        print(usage)
        exit(64)
    }
}
guard let file else {
    print(usage)
    exit(64)
}

let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
let table = BudgetTable(parsing: text)
let now = Date()
let date = ISO8601DateFormatter.string(from: now, timeZone: .gmt, formatOptions: [.withFullDate])
print("==> budgets, \(date), \(LoadAverage.current())")
print(table.render())
print("(a missed budget does not fail `make bench`: machines are noisy; re-run to confirm)")
if let path = options["--report"] {
    let report = BudgetReport(
        table: table, date: now, commit: options["--commit"] ?? "unknown", machine: BudgetReport.currentMachine(),
        arguments: options["--arguments"] ?? "", unfinished: unfinished)
    do {
        try report.markdown().write(toFile: path, atomically: true, encoding: .utf8)
        print("report: \(path)")
    } catch {
        print("bench-budget: cannot write the report to \(path): \(error)")
        exit(1)
    }
}
if !unfinished.isEmpty {
    print("did not finish: \(unfinished.joined(separator: ", "))")
    exit(1)
}
