// bench-budget: the summary at the end of `make bench`. Reads the `budget:` lines every benchmark
// appended to one file (BENCH_BUDGET_FILE) and prints them as one table: measured, target, met
// or MISSED. Always exits 0 for missed budgets (machines are noisy; the table is the record);
// `--unfinished NAME` names a benchmark that did not finish, which it reports and exits 1 for.
//
//   bench-budget FILE [--unfinished NAME ...]
import BenchSupport
import Foundation

var arguments = Array(CommandLine.arguments.dropFirst())[...]
var unfinished: [String] = []
var file: String?
while let argument = arguments.popFirst() {
    if argument == "--unfinished", let name = arguments.popFirst() {
        unfinished.append(name)
    } else if file == nil, !argument.hasPrefix("-") {
        file = argument
    } else {
        print("usage: bench-budget FILE [--unfinished NAME ...]")
        exit(64)
    }
}
guard let file else {
    print("usage: bench-budget FILE [--unfinished NAME ...]")
    exit(64)
}

let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
let date = ISO8601DateFormatter.string(from: Date(), timeZone: .gmt, formatOptions: [.withFullDate])
print("==> budgets, \(date), \(LoadAverage.current())")
print(BudgetTable(parsing: text).render())
print("(a missed budget does not fail `make bench`: machines are noisy; re-run to confirm)")
if !unfinished.isEmpty {
    print("did not finish: \(unfinished.joined(separator: ", "))")
    exit(1)
}
