import Foundation

/// Where a unit of `make test` runs, as lines of a cache key: the toolchain (`swift --version`),
/// the OS and architecture, the environment variables the builds and tests read, and the
/// variables given on make's command line (`make test SWIFT=…`).
public struct TestCacheEnvironment: Sendable, Equatable {
    public let lines: [String]

    public init(lines: [String]) {
        self.lines = lines
    }

    /// The variables that change what a build or a test does: the Makefile's own (`SWIFT`,
    /// `DOCC`), and every name the tests and the code they run read (a monorepo test keeps this
    /// list complete: `TestCacheEnvironmentTests`; the monorepo tests' own `MONOREPO_CACHE` is
    /// listed by hand, as that scan leaves the tool's folder out).
    public static let variables = [
        "API_SERVER_BIN", "BENCH_BUDGET_FILE", "CLI_APP_BIN", "DOCC", "HOME", "LANG", "LC_ALL", "MONOREPO_CACHE",
        "NO_COLOR", "SNAPSHOTS", "SWIFT", "TRIVIAL_EXE_BIN", "VSM_SHOP_CHECKOUT_PAUSE", "VSM_SHOP_TOKEN",
        "VSM_STATES_OUT", "WRITE_STANDARD_CATALOG", "XDG_DATA_HOME",
    ]
    /// make's command-line variables that choose how `make test` runs, not what it checks.
    static let runOnlyMakeVariables: Set<String> = ["FRESH", "RECORD_STEP_TIMES"]

    /// The environment this process runs in, with `root` the repository (where `swift` runs).
    public static func current(root: String) throws(CommandError) -> TestCacheEnvironment {
        let environment = ProcessInfo.processInfo.environment
        let swift = (environment["SWIFT"] ?? "swift").split(separator: " ").map(String.init)
        let toolchain = String(decoding: try CommandRunner.output(swift + ["--version"], in: root), as: UTF8.self)
        let system = String(decoding: try CommandRunner.output(["uname", "-srm"], in: root), as: UTF8.self)
        let release = (try? String(contentsOfFile: "/etc/os-release", encoding: .utf8)) ?? ""
        return TestCacheEnvironment(
            toolchain: toolchain, system: system + release, environment: environment,
            makeFlags: environment["MAKEFLAGS"] ?? "")
    }

    /// The lines for these readings (one line per line of each text).
    public init(toolchain: String, system: String, environment: [String: String], makeFlags: String) {
        var lines = toolchain.split(separator: "\n").map { "toolchain " + $0 }
        lines += system.split(separator: "\n").map { "system " + $0 }
        for name in Self.variables { if let value = environment[name] { lines.append("env \(name)=\(value)") } }
        lines += Self.commandLineVariables(makeFlags).map { "make " + $0 }
        self.init(lines: lines)
    }

    /// The `NAME=value` assignments in make's `MAKEFLAGS` (the variables given on its command line),
    /// sorted, without the options (`--jobserver-auth=…` changes every run) and ``runOnlyMakeVariables``.
    static func commandLineVariables(_ makeFlags: String) -> [String] {
        makeFlags.split(separator: " ").map(String.init).filter { word in
            guard !word.hasPrefix("-"), let equals = word.firstIndex(of: "=") else { return false }
            let name = String(word[..<equals])
            return !name.isEmpty && !runOnlyMakeVariables.contains(name)
        }.sorted()
    }
}
