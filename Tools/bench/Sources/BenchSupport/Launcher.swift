import Foundation
import ProcessTestSupport

/// Finding and launching the programs an app-level benchmark times from outside (`cli-bench`,
/// `live-bench`): the release binaries, built on demand, and runs of them (through
/// ProcessTestSupport, the spawning code the tests use too).
public enum Launcher {
    /// The repository root, from this file's location (Tools/bench/Sources/BenchSupport/).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().path

    /// Why a program could not be found, built or started.
    public struct Failure: Error, CustomStringConvertible {
        public let description: String

        public init(description: String) {
            self.description = description
        }
    }

    /// `$variable` when set, else the product built in release from `package` (a path under the
    /// root) into `<package>/.build-e2e`, the same place the end-to-end tests build it.
    public static func binary(variable: String, package: String, product: String) throws -> String {
        let packagePath = repositoryRoot + "/" + package
        return try build(
            product, packagePath: packagePath, scratchPath: packagePath + "/.build-e2e", variable: variable)
    }

    /// `trivial-exe`: `$TRIVIAL_EXE_BIN`, else next to this benchmark (built by
    /// `swift build -c release --package-path Tools/bench`), else built into Tools/bench/.build-trivial.
    public static func trivialExecutable() throws -> String {
        if let given = ProcessInfo.processInfo.environment["TRIVIAL_EXE_BIN"], !given.isEmpty { return given }
        let ownPath =
            (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
        let sibling = URL(fileURLWithPath: ownPath).deletingLastPathComponent().appendingPathComponent("trivial-exe")
            .path
        if FileManager.default.isExecutableFile(atPath: sibling) { return sibling }
        let packagePath = repositoryRoot + "/Tools/bench"
        return try build("trivial-exe", packagePath: packagePath, scratchPath: packagePath + "/.build-trivial")
    }

    private static func build(
        _ product: String, packagePath: String, scratchPath: String, variable: String? = nil
    ) throws -> String {
        let isGiven = variable.map { ProcessInfo.processInfo.environment[$0]?.isEmpty == false } ?? false
        if !isGiven { print("building \(product) (release) in \(scratchPath) ...") }
        return try ReleaseBuild.product(
            product, packagePath: packagePath, scratchPath: scratchPath, variable: variable, buildOutput: .inherit)
    }

    /// Runs a program to the end: its wait status and (when asked) its stdout. stderr is inherited.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]?, captureOutput: Bool
    ) throws -> (status: Int32, output: String) {
        // Used to show what a failing run printed: a minute is far more than any of them takes.
        let result = try ChildProcess.run(
            executable, arguments, environment: environment, errorDestination: .inherit, timeout: .seconds(60))
        if !captureOutput, !result.standardOutputBytes.isEmpty {
            FileHandle.standardOutput.write(Data(result.standardOutputBytes))
        }
        return (waitStatus(result.termination), captureOutput ? result.standardOutput : "")
    }

    /// Starts a program with stdin, stdout and stderr on /dev/null, waits for it, and returns its
    /// wait status and the wall time from just before the spawn to just after the wait.
    public static func time(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) throws -> (status: Int32, elapsed: Duration) {
        let (termination, elapsed) = try ProcessSpawn.timedRun(executable, arguments, environment: environment)
        return (waitStatus(termination), elapsed)
    }

    /// The status as `waitpid` encodes it (0 for a clean exit), as the benchmarks report it.
    private static func waitStatus(_ termination: Termination) -> Int32 {
        switch termination {
        case .exited(let code): code << 8
        case .signaled(let signal): signal
        }
    }

    /// A fresh, empty temporary folder (HOME, XDG_DATA_HOME and `--data-dir` for the CLI runs).
    public static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/bench-\(UUID().uuidString)"
        for folder in ["home", "xdg", "data"] {
            try FileManager.default.createDirectory(atPath: path + "/" + folder, withIntermediateDirectories: true)
        }
        return path
    }

    /// The environment of a CLI run in `folder`: no colours, HOME and XDG_DATA_HOME inside it.
    public static func cliEnvironment(folder: String) -> [String: String] {
        [
            "PATH": "/usr/bin:/bin", "HOME": folder + "/home", "XDG_DATA_HOME": folder + "/xdg", "NO_COLOR": "1",
            "LANG": "C.UTF-8",
        ]
    }
}
