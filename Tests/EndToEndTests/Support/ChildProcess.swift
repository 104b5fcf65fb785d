import Foundation
import Glibc

/// How a child process ended.
enum Termination: Equatable, Sendable, CustomStringConvertible {
    case exited(Int32)
    case signaled(Int32)

    var description: String {
        switch self {
        case .exited(let code): "exited with \(code)"
        case .signaled(let signal): "killed by signal \(signal)"
        }
    }

    /// The exit status, or `nil` when a signal ended the process.
    var exitCode: Int32? {
        if case .exited(let code) = self { code } else { nil }
    }
}

/// What one finished run of a program produced.
struct ProcessResult: Sendable, CustomStringConvertible {
    let commandLine: String
    let termination: Termination
    /// Whether the runner killed the program because it outlived its timeout.
    let timedOut: Bool
    let elapsed: Duration
    let standardOutputBytes: [UInt8]
    let standardErrorBytes: [UInt8]

    var standardOutput: String { String(decoding: standardOutputBytes, as: UTF8.self) }
    var standardError: String { String(decoding: standardErrorBytes, as: UTF8.self) }

    /// The non-empty lines of stderr.
    var standardErrorLines: [String] {
        standardError.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    }

    var description: String {
        let stdout = String(standardOutput.prefix(1_500))
        let stderr = String(standardError.prefix(1_500))
        return """
            \(commandLine)
              \(termination)\(timedOut ? " (killed at its timeout)" : ""), after \(elapsed)
              stdout: \(stdout.debugDescription)
              stderr: \(stderr.debugDescription)
            """
    }
}

struct ProcessFailure: Error, CustomStringConvertible {
    let description: String
}

/// A program started with `posix_spawn`: stdin from /dev/null, stdout and stderr on pipes (or a
/// file), and a watch pipe on fd 3 whose end of file tells that the program exited. Every wait is a
/// `poll(2)` with a deadline, so a hung program is killed instead of hanging the suite.
///
/// Not thread-safe: one thread drives one child.
final class ChildProcess {
    /// Where the program's stderr goes.
    enum ErrorDestination {
        case pipe
        case file(String)
    }

    let pid: pid_t
    let commandLine: String
    private var outputPipe: Int32
    private var errorPipe: Int32
    private var exitWatch: Int32
    private(set) var output: [UInt8] = []
    private(set) var error: [UInt8] = []
    private(set) var termination: Termination?
    private let started = ContinuousClock.now
    /// Held from creating the pipes until the spawn: see `init`.
    private static let spawnLock = NSLock()

    init(
        executable: String, arguments: [String], environment: [String: String],
        errorDestination: ErrorDestination = .pipe
    ) throws {
        commandLine = ([executable] + arguments).map { $0.count > 120 ? "<\($0.utf8.count) bytes>" : $0 }
            .joined(separator: " ")
        // A child spawned by another test at the same moment must not inherit these pipes (their
        // end of file would never come): they are close-on-exec before any other spawn can run.
        Self.spawnLock.lock()
        defer { Self.spawnLock.unlock() }
        var outputFDs: [Int32] = [-1, -1]
        var errorFDs: [Int32] = [-1, -1]
        var watchFDs: [Int32] = [-1, -1]
        guard pipe(&outputFDs) == 0, pipe(&errorFDs) == 0, pipe(&watchFDs) == 0 else {
            throw ProcessFailure(description: "pipe failed (errno \(errno))")
        }
        for fd in outputFDs + errorFDs + watchFDs { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outputFDs[1], 1)
        switch errorDestination {
        case .pipe:
            posix_spawn_file_actions_adddup2(&actions, errorFDs[1], 2)
        case .file(let path):
            posix_spawn_file_actions_addopen(&actions, 2, path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        }
        posix_spawn_file_actions_adddup2(&actions, watchFDs[1], 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outputFDs[1])
        close(errorFDs[1])
        close(watchFDs[1])
        guard status == 0 else {
            close(outputFDs[0])
            close(errorFDs[0])
            close(watchFDs[0])
            let reason = String(cString: strerror(status))
            throw ProcessFailure(description: "cannot start \(commandLine): \(reason) (error \(status))")
        }
        if case .file = errorDestination {
            close(errorFDs[0])
            errorFDs[0] = -1
        }
        self.pid = pid
        outputPipe = outputFDs[0]
        errorPipe = errorFDs[0]
        exitWatch = watchFDs[0]
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        for fd in [outputPipe, errorPipe, exitWatch] where fd >= 0 { close(fd) }
    }

    /// Sends a signal.
    func signal(_ number: Int32) {
        if termination == nil { kill(pid, number) }
    }

    /// Reads stdout until it holds a full line, or the deadline passes; returns the line.
    func readOutputLine(timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let newline = output.firstIndex(of: UInt8(ascii: "\n")) {
                return String(decoding: output[..<newline], as: UTF8.self)
            }
            guard let remaining = Self.milliseconds(until: deadline), outputPipe >= 0 else { return nil }
            var watched = [pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0)]
            guard poll(&watched, 1, remaining) > 0 else { continue }
            if !drain(&outputPipe, into: &output) { return nil }
        }
    }

    /// Drains the output until the program exits, or the deadline passes (then returns `nil`).
    /// `signalAt` sends `(signal)` once at that instant, while waiting.
    func waitForExit(timeout: Duration, signalAt: (ContinuousClock.Instant, Int32)? = nil) -> Termination? {
        if let termination { return termination }
        let deadline = ContinuousClock.now + timeout
        var pendingSignal = signalAt
        while true {
            if let (instant, number) = pendingSignal, ContinuousClock.now >= instant {
                kill(pid, number)
                pendingSignal = nil
            }
            let until = pendingSignal.map { min($0.0, deadline) } ?? deadline
            guard let remaining = Self.milliseconds(until: until) else {
                if pendingSignal != nil { continue }
                return nil
            }
            var watched = [
                pollfd(fd: outputPipe, events: Int16(POLLIN), revents: 0),
                pollfd(fd: errorPipe, events: Int16(POLLIN), revents: 0),
                pollfd(fd: exitWatch, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&watched, 3, remaining) > 0 else { continue }
            if watched[0].revents != 0 { _ = drain(&outputPipe, into: &output) }
            if watched[1].revents != 0 { _ = drain(&errorPipe, into: &error) }
            if watched[2].revents != 0 {
                // fd 3 closed: the program is exiting. Collect the rest, then reap it.
                var status: Int32 = 0
                _ = waitpid(pid, &status, 0)
                while drain(&outputPipe, into: &output) {}
                while drain(&errorPipe, into: &error) {}
                let signalNumber = status & 0x7F
                let ended: Termination = signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signalNumber)
                termination = ended
                return ended
            }
        }
    }

    /// Kills the program (SIGKILL) and reaps it.
    func killAndReap() -> Termination {
        if let termination { return termination }
        kill(pid, SIGKILL)
        return waitForExit(timeout: .seconds(30)) ?? .signaled(SIGKILL)
    }

    /// The result so far, for a finished program.
    func result(timedOut: Bool) -> ProcessResult {
        ProcessResult(
            commandLine: commandLine, termination: termination ?? .signaled(SIGKILL), timedOut: timedOut,
            elapsed: started.duration(to: .now), standardOutputBytes: output, standardErrorBytes: error)
    }

    /// Reads what one read gives; false at end of file (and then closes the descriptor).
    private func drain(_ fd: inout Int32, into buffer: inout [UInt8]) -> Bool {
        guard fd >= 0 else { return false }
        var watched = [pollfd(fd: fd, events: Int16(POLLIN), revents: 0)]
        guard poll(&watched, 1, 0) > 0 else { return false }
        var chunk = [UInt8](repeating: 0, count: 65_536)
        let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        guard count > 0 else {
            close(fd)
            fd = -1
            return false
        }
        // Cap what is kept: a runaway program must not exhaust the test's memory.
        if buffer.count < 32_000_000 { buffer += chunk[0..<count] }
        return true
    }

    private static func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return nil }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}

/// Runs work that blocks (spawning, polling, building) on a GCD thread, so the Swift concurrency
/// pool stays free for the other tests running at the same time.
func offloaded<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await withCheckedThrowingContinuation { continuation in
        DispatchQueue.global().async {
            continuation.resume(with: Result { try work() })
        }
    }
}

/// Runs a program to the end and returns what it produced. A program still running at `timeout`
/// is killed (SIGKILL) and reported with `timedOut`. `killAfter` sends SIGKILL at that moment.
func runProcess(
    _ executable: String, _ arguments: [String], environment: [String: String], timeout: Duration = .seconds(60),
    killAfter: Duration? = nil
) async throws -> ProcessResult {
    try await offloaded {
        let child = try ChildProcess(executable: executable, arguments: arguments, environment: environment)
        let signalAt = killAfter.map { (ContinuousClock.now + $0, SIGKILL) }
        if child.waitForExit(timeout: timeout, signalAt: signalAt) != nil {
            return child.result(timedOut: false)
        }
        _ = child.killAndReap()
        return child.result(timedOut: true)
    }
}
