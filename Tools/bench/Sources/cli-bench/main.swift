// cli-bench: the wall time of every one-shot `cli-app` command, of `--version`, of a command
// with `--api` against the dev server and of the interactive app's first frame (release build,
// output to /dev/null), each against the static floor measured in the same run: `trivial-exe`, a
// one-line Swift program that imports Foundation, linked statically (what no code of ours can
// move). The cases are interleaved run by run in a new order each round (`RoundOrder`), and each
// ratio is the median of the rounds' ratios (`PairedRatio`).
//
//   swift build -c release --package-path Tools/bench
//   CLI_APP_BIN=... API_SERVER_BIN=... swift run -c release --package-path Tools/bench cli-bench [--quick] [--runs N]
//
// `make bench` passes the binaries it built: cli-app as `make install` builds it (on Linux linked
// statically, libcurl opened on demand), the binary a user runs. Without CLI_APP_BIN it builds a
// plain release cli-app into Apps/cli-app/.build-e2e (the Swift runtime and libcurl linked
// dynamically), without API_SERVER_BIN the dev server into Tools/api-server/.build-e2e. Budgets
// (printed as `budget:` lines, collected by `make bench`): every one-shot command, `--version` and
// the first frame within 7x the floor. For context, without a budget: `cart show` on an empty cart
// (no data read), `--api` (it waits for the server as well), and the interactive home with every
// panel loaded.
import BenchSupport
import Foundation
import ProcessTestSupport

let options = BenchOptions(arguments: Array(CommandLine.arguments.dropFirst()), defaultRuns: 30, quickRuns: 5)
guard options.unknownArguments.isEmpty else {
    print("usage: cli-bench [--quick] [--runs N]   (unknown: \(options.unknownArguments.joined(separator: " ")))")
    exit(2)
}

/// The most a command may take, as a multiple of the floor (the aim is 3x).
let ratioTarget = 7.0
/// A SKU in stock in the embedded catalog, for `cart add` (and the cart `cart show` shows).
let sku = "p-0418-natural-small"

/// How one case is started and when it counts as done.
enum Run {
    /// Spawned with stdio on /dev/null; done when it exits with status 0.
    case toExit([String])
    /// Spawned in a pseudo-terminal; done when what it has drawn satisfies the condition (it is
    /// then quit).
    case interactive([String], until: (String) -> Bool)
    /// Like `toExit`, in a fresh data directory each run (made before the clock starts); with the
    /// cart, it holds a copy of the shared one-line cart: a change to a cart that is already there,
    /// which reads and decodes it before writing.
    case inFreshDataDirectory([String], withTheCart: Bool = false)
}

struct Case {
    /// What runs, e.g. `products search oak` (the budget's name).
    let command: String
    let executable: String
    let run: Run
    /// Whether the case is held to the target; the others are there for context.
    var isBudgeted = true

    /// The command as a row of the table names it.
    var name: String { executable.hasSuffix("/cli-app") ? "cli-app " + command : command }
}

/// The interactive app's first frame is drawn when the home screen's title and its last key hint
/// have arrived (a frame is one write); its panels may still be loading.
func isFirstFrame(_ transcript: String) -> Bool {
    transcript.contains("VSM Shop") && transcript.contains("quit")
}

/// The home screen is loaded when its latest frame (what follows the last move to the top-left
/// corner) shows no panel loading (latest entries, featured products, the cart).
func isHomeLoaded(_ transcript: String) -> Bool {
    guard let start = transcript.range(of: "\u{1B}[1;1H", options: .backwards) else { return false }
    let frame = transcript[start.upperBound...]
    return isFirstFrame(String(frame)) && !frame.contains("Loading")
}

let server: DevServerProcess
do {
    let apiServer = try Launcher.binary(variable: "API_SERVER_BIN", package: "Tools/api-server", product: "api-server")
    server = try DevServerProcess.start(binary: apiServer)
} catch {
    print("cli-bench: \(error)")
    exit(1)
}

do {
    let cliApp = try Launcher.binary(variable: "CLI_APP_BIN", package: "Apps/cli-app", product: "cli-app")
    let trivial = try Launcher.trivialExecutable()
    let folder = try Launcher.temporaryFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let environment = Launcher.cliEnvironment(folder: folder)
    let dataDirectory = folder + "/data"
    let data = ["--data-dir", dataDirectory]

    let floorIndex = 0
    let cases = [
        Case(command: "static floor (trivial-exe)", executable: trivial, run: .toExit([]), isBudgeted: false),
        Case(command: "--version", executable: cliApp, run: .toExit(["--version"])),
        Case(command: "products search oak", executable: cliApp, run: .toExit(data + ["products", "search", "oak"])),
        Case(command: "products show p-0418", executable: cliApp, run: .toExit(data + ["products", "show", "p-0418"])),
        Case(command: "blog list", executable: cliApp, run: .toExit(data + ["blog", "list"])),
        Case(command: "blog show 1", executable: cliApp, run: .toExit(data + ["blog", "show", "1"])),
        Case(command: "cart show (1 line)", executable: cliApp, run: .toExit(data + ["cart", "show"])),
        Case(
            command: "cart show (empty: no data read)", executable: cliApp,
            run: .inFreshDataDirectory(["cart", "show"]),
            isBudgeted: false),
        Case(command: "cart add \(sku)", executable: cliApp, run: .inFreshDataDirectory(["cart", "add", sku])),
        Case(
            command: "cart add \(sku) (to 1 line)", executable: cliApp,
            run: .inFreshDataDirectory(["cart", "add", sku], withTheCart: true)),
        Case(
            command: "cart remove \(sku)", executable: cliApp,
            run: .inFreshDataDirectory(["cart", "remove", sku], withTheCart: true)),
        Case(
            command: "cart clear", executable: cliApp, run: .inFreshDataDirectory(["cart", "clear"], withTheCart: true)),
        Case(command: "orders list", executable: cliApp, run: .toExit(data + ["orders", "list"])),
        Case(
            command: "--api URL products search oak", executable: cliApp,
            run: .toExit(data + ["--api", server.baseURL, "products", "search", "oak"]), isBudgeted: false),
        Case(command: "first frame (interactive)", executable: cliApp, run: .interactive(data, until: isFirstFrame)),
        Case(
            command: "home loaded (interactive)", executable: cliApp, run: .interactive(data, until: isHomeLoaded),
            isBudgeted: false),
    ]

    var freshDirectories = 0
    /// Runs one case once: its wait status (0 when it finished as expected) and its wall time.
    func time(_ item: Case) throws -> (status: Int32, elapsed: Duration) {
        switch item.run {
        case .toExit(let arguments):
            return try Launcher.time(item.executable, arguments, environment: environment)
        case .inFreshDataDirectory(let arguments, let withTheCart):
            freshDirectories += 1
            let directory = folder + "/fresh-\(freshDirectories)"
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            if withTheCart {
                try FileManager.default.copyItem(atPath: dataDirectory + "/cart.json", toPath: directory + "/cart.json")
            }
            return try Launcher.time(item.executable, ["--data-dir", directory] + arguments, environment: environment)
        case .interactive(let arguments, let isDrawn):
            let clock = ContinuousClock()
            let start = clock.now
            let terminal = try PseudoTerminal(
                executable: item.executable, arguments: arguments,
                environment: environment.merging(["TERM": "xterm-256color"]) { $1 })
            let drawn = terminal.read(until: isDrawn)
            let elapsed = start.duration(to: clock.now)
            terminal.type("q")
            let ended = terminal.waitForExit()
            guard drawn else {
                print(
                    "cli-bench: `\(item.name)` never showed; the terminal showed: \(terminal.transcript.suffix(300).debugDescription)"
                )
                return (1, elapsed)
            }
            return (ended == .exited(0) ? 0 : 1, elapsed)
        }
    }

    // The cart `cart show` shows; then one warm-up run each (page cache, dynamic loader), which
    // also checks that every case works.
    let (added, _) = try Launcher.time(cliApp, data + ["cart", "add", sku], environment: environment)
    guard added == 0 else {
        print("cli-bench: `cli-app cart add \(sku)` failed (wait status \(added))")
        exit(1)
    }
    for item in cases {
        let (status, _) = try time(item)
        guard status == 0 else {
            print("cli-bench: `\(item.name)` failed in its warm-up run (status \(status))")
            exit(1)
        }
    }
    print(
        "cli-bench: \(options.runs) runs per case, interleaved in a new order each round\(options.isQuick ? ", --quick" : ""); \(LoadAverage.current())"
    )
    var durations = Array(repeating: [Duration](), count: cases.count)
    var processorTimes = Array(repeating: [Duration](), count: cases.count)
    var order = RoundOrder(cases: cases.count)
    for _ in 0..<options.runs {
        for index in order.next() {
            let item = cases[index]
            let ((status, elapsed), processorTime) = try ChildCPUTime.measure { try time(item) }
            guard status == 0 else {
                print("cli-bench: `\(item.name)` failed during the runs (status \(status))")
                exit(1)
            }
            durations[index].append(elapsed)
            processorTimes[index].append(processorTime)
        }
    }
    print("cli-bench: done; \(LoadAverage.current())")

    var table = Table([
        "command", "runs", "median", "p10–p90", "MAD", "CPU", "CPU vs floor", "vs floor", "target", "",
    ])
    var budgets: [Budget] = []
    for (index, item) in cases.enumerated() {
        let samples = Samples(durations[index])
        let processorTime = Samples(processorTimes[index])
        let ratio = PairedRatio.median(of: durations[index], to: durations[floorIndex])
        let processorRatio = PairedRatio.median(of: processorTimes[index], to: processorTimes[floorIndex])
        let budget =
            item.isBudgeted
            ? Budget("cli-bench: \(item.command) / static floor", measured: ratio, atMost: ratioTarget) : nil
        table.addRow([
            item.name, String(options.runs), Format.duration(samples.median), samples.interdecileRange,
            Format.duration(samples.medianAbsoluteDeviation), Format.duration(processorTime.median),
            Format.ratio(processorRatio), budget.map { $0.measuredText + "x" } ?? Format.ratio(ratio),
            budget.map { "≤ " + Format.ratio($0.target) } ?? "", budget.map { $0.isMet ? "met" : "MISSED" } ?? "",
        ])
        if let budget { budgets.append(budget) }
    }
    print(table.render())
    print(
        "median: wall time, spawn to exit (to the frame for the interactive app); CPU: the child's "
            + "user + system time, to its exit (the interactive app quits after the frame); "
            + "vs floor: the median of each round's ratio to that round's static floor")
    for budget in budgets { budget.report() }
    server.stop()
} catch {
    print("cli-bench: \(error)")
    server.stop()
    exit(1)
}
