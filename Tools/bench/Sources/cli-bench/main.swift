// cli-bench: the wall time of one-shot `cli-app` commands (release build, embedded data, a fresh
// data directory, output to /dev/null) next to the start of a trivial Swift executable, measured
// in the same run, interleaved run by run.
//
//   swift build -c release --package-path Tools/bench
//   CLI_APP_BIN=... swift run -c release --package-path Tools/bench cli-bench [--quick] [--runs N]
//
// Without CLI_APP_BIN it builds cli-app in release into Apps/cli-app/.build-e2e first.
// Targets: each command within 30 ms of the trivial executable's median (the cli-app issue); a
// one-shot `products search oak` within 1.3x of `cli-app --version`, the app's own start-up floor
// (the scale issue: the search index must not dominate start-up).
import BenchSupport
import Foundation

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()), defaultRuns: 30, quickRuns: 5)
guard options.unknownArguments.isEmpty else {
    print("usage: cli-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}

/// How far above the floor a one-shot command may be.
let targetMilliseconds = 30.0

do {
    let cliApp = try Launcher.binary(variable: "CLI_APP_BIN", package: "Apps/cli-app", product: "cli-app")
    let trivial = try Launcher.trivialExecutable()
    let folder = try Launcher.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = Launcher.cliEnvironment(folder: folder)
    let dataDirectory = ["--data-dir", folder + "/data"]

    let cases: [(name: String, executable: String, arguments: [String])] = [
        ("trivial Swift executable (floor)", trivial, []),
        ("cli-app --version (app floor)", cliApp, ["--version"]),
        ("cli-app blog show 1", cliApp, dataDirectory + ["blog", "show", "1"]),
        ("cli-app products search oak", cliApp, dataDirectory + ["products", "search", "oak"]),
    ]

    // One warm-up run each (page cache, dynamic loader), which also checks that every case works.
    for item in cases {
        let (status, _) = try Launcher.time(item.executable, item.arguments, environment: environment)
        guard status == 0 else {
            let (_, output) = try Launcher.run(
                item.executable, item.arguments, environment: environment, captureOutput: true)
            print("cli-bench: `\(item.name)` failed (wait status \(status)); it printed: \(output.prefix(300))")
            exit(1)
        }
    }
    print("cli-bench: \(options.runs) runs per case, interleaved\(options.isQuick ? ", --quick" : "")")
    var durations = Array(repeating: [Duration](), count: cases.count)
    for _ in 0..<options.runs {
        for (index, item) in cases.enumerated() {
            let (status, elapsed) = try Launcher.time(item.executable, item.arguments, environment: environment)
            guard status == 0 else {
                print("cli-bench: `\(item.name)` failed during the runs (wait status \(status))")
                exit(1)
            }
            durations[index].append(elapsed)
        }
    }

    let floor = Samples(durations[0])
    var table = Table(["case", "runs", "median", "p10–p90", "MAD", "minus floor", "ratio"])
    var verdicts: [String] = []
    for (index, item) in cases.enumerated() {
        let samples = Samples(durations[index])
        let difference = samples.medianMilliseconds - floor.medianMilliseconds
        table.addRow([
            item.name, String(options.runs), Format.duration(samples.median), samples.interdecileRange,
            Format.duration(samples.medianAbsoluteDeviation),
            index == 0 ? "—" : "+" + Format.fixed(difference, 1) + " ms", Format.ratio(samples.ratio(to: floor)),
        ])
        if index > 0 {
            verdicts.append(
                "\(item.name) +\(Format.fixed(difference, 1)) ms \(difference <= targetMilliseconds ? "ok" : "OVER")")
        }
    }
    print(table.render())
    let appFloor = Samples(durations[1])
    let search = Samples(durations[cases.count - 1])
    let searchRatio = search.ratio(to: appFloor)
    print(
        "search vs --version: \(Format.duration(search.median)) against \(Format.duration(appFloor.median)) = "
            + "\(Format.ratio(searchRatio)) (target ≤ 1.3x: \(searchRatio <= 1.3 ? "met" : "NOT met"))")
    print("target: within \(Format.fixed(targetMilliseconds, 0)) ms of the floor: \(verdicts.joined(separator: "; "))")
} catch {
    print("cli-bench: \(error)")
    exit(1)
}
