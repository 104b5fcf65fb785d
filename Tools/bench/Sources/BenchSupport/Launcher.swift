import Foundation
import Glibc

/// Finding and launching the programs an app-level benchmark times from outside (`cli-bench`,
/// `live-bench`): the release binaries, built on demand, and `posix_spawn` runs of them.
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
        if let given = ProcessInfo.processInfo.environment[variable], !given.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: given) else {
                throw Failure(description: "\(variable)=\(given) is not an executable file")
            }
            return given
        }
        let packagePath = repositoryRoot + "/" + package
        return try build(packagePath: packagePath, scratchPath: packagePath + "/.build-e2e", product: product)
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
        return try build(packagePath: packagePath, scratchPath: packagePath + "/.build-trivial", product: "trivial-exe")
    }

    private static func build(packagePath: String, scratchPath: String, product: String) throws -> String {
        let common = ["swift", "build", "-c", "release", "--package-path", packagePath, "--scratch-path", scratchPath]
        print("building \(product) (release) in \(scratchPath) ...")
        let (status, _) = try run(
            "/usr/bin/env", common + ["--product", product], environment: nil, captureOutput: false)
        guard status == 0 else { throw Failure(description: "building \(product) failed (status \(status))") }
        let (binStatus, binPath) = try run(
            "/usr/bin/env", common + ["--show-bin-path"], environment: nil, captureOutput: true)
        let binary = binPath.trimmingCharacters(in: .whitespacesAndNewlines) + "/" + product
        guard binStatus == 0, FileManager.default.isExecutableFile(atPath: binary) else {
            throw Failure(description: "no \(product) at \(binary)")
        }
        return binary
    }

    /// Runs a program to the end: its wait status and (when asked) its stdout. stderr is inherited.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]?, captureOutput: Bool
    )
        throws -> (status: Int32, output: String)
    {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw Failure(description: "pipe failed") }
        _ = fcntl(fds[0], F_SETFD, FD_CLOEXEC)
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        if captureOutput {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        }
        posix_spawn_file_actions_addclose(&actions, fds[1])
        let pid = try spawn(executable, arguments, environment: environment, actions: &actions)
        close(fds[1])
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            if count <= 0 { break }
            output += chunk[0..<count]
        }
        close(fds[0])
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return (status, String(decoding: output, as: UTF8.self))
    }

    /// Starts a program with stdin, stdout and stderr on /dev/null, waits for it, and returns its
    /// wait status and the wall time from just before the spawn to just after the wait.
    public static func time(
        _ executable: String, _ arguments: [String], environment: [String: String]
    ) throws
        -> (status: Int32, elapsed: Duration)
    {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let clock = ContinuousClock()
        let start = clock.now
        let pid = try spawn(executable, arguments, environment: environment, actions: &actions)
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        return (status, start.duration(to: clock.now))
    }

    /// Starts `executable` with `arguments` and `environment` (this process's when `nil`) and the
    /// given file actions; returns its process id.
    public static func spawn(
        _ executable: String, _ arguments: [String], environment: [String: String]?,
        actions: inout posix_spawn_file_actions_t
    ) throws -> pid_t {
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let environment = environment ?? ProcessInfo.processInfo.environment
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard status == 0 else {
            throw Failure(description: "cannot start \(executable): \(String(cString: strerror(status)))")
        }
        return pid
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
