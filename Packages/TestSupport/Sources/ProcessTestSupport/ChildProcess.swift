#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started with `posix_spawn`: stdin from /dev/null, stdout on a pipe, stderr on a pipe
/// (or a file, /dev/null, this process's), and a watch pipe on fd 3 whose end of file tells that
/// the program exited. Every wait is a `poll(2)` with a deadline, so a hung program is killed
/// instead of hanging the suite.
///
/// Not thread-safe: one thread drives one child. A child still running when the value goes away
/// is killed and reaped.
public final class ChildProcess {
    /// Where the program's stderr goes.
    public enum ErrorDestination: Sendable {
        /// A pipe, collected into ``error``.
        case pipe
        /// A file, created or truncated.
        case file(String)
        case devNull
        /// This process's stderr (a build's progress stays visible).
        case inherit
    }

    public let pid: pid_t
    /// The command line, with overlong arguments abbreviated, for messages.
    public let commandLine: String
    private var outputPipe: Int32
    private var errorPipe: Int32
    private var exitWatch: Int32
    /// Everything the program wrote on stdout so far.
    public private(set) var output: [UInt8] = []
    /// Everything the program wrote on stderr so far (with ``ErrorDestination/pipe``).
    public private(set) var error: [UInt8] = []
    /// How it ended, once it has been reaped.
    public private(set) var termination: Termination?
    private let started = ContinuousClock.now

    /// Starts `executable` with `arguments` and exactly `environment` (this process's when `nil`).
    public init(
        executable: String, arguments: [String], environment: [String: String]?,
        errorDestination: ErrorDestination = .pipe
    ) throws(ProcessFailure) {
        commandLine = ([executable] + arguments).map { $0.count > 120 ? "<\($0.utf8.count) bytes>" : $0 }
            .joined(separator: " ")
        let output = try ProcessSpawn.closeOnExecPipe()
        let error = try ProcessSpawn.closeOnExecPipe()
        let watch = try ProcessSpawn.closeOnExecPipe()
        let standardError: ProcessSpawn.Stream =
            switch errorDestination {
            case .pipe: .descriptor(error.write)
            case .file(let path): .file(path)
            case .devNull: .devNull
            case .inherit: .inherit
            }
        let spawned = Result { () throws(ProcessFailure) -> pid_t in
            try ProcessSpawn.start(
                executable, arguments, environment: environment, standardOutput: .descriptor(output.write),
                standardError: standardError, extraDescriptors: [3: watch.write])
        }
        for descriptor in [output.write, error.write, watch.write] { close(descriptor) }
        switch spawned {
        case .success(let pid): self.pid = pid
        case .failure(let failure):
            for descriptor in [output.read, error.read, watch.read] { close(descriptor) }
            throw ProcessFailure(description: "cannot start \(commandLine): \(failure.description)")
        }
        outputPipe = output.read
        exitWatch = watch.read
        if case .pipe = errorDestination {
            errorPipe = error.read
        } else {
            close(error.read)
            errorPipe = -1
        }
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = ProcessSpawn.waitForTermination(of: pid)
        }
        for descriptor in [outputPipe, errorPipe, exitWatch] where descriptor >= 0 { close(descriptor) }
    }

    /// stdout so far, as text.
    public var outputText: String { String(decoding: output, as: UTF8.self) }
    /// stderr so far, as text.
    public var errorText: String { String(decoding: error, as: UTF8.self) }

    /// Sends a signal, unless the program has already been reaped.
    public func signal(_ number: Int32) {
        if termination == nil { kill(pid, number) }
    }

    /// Reads stdout until it holds a full line, or the deadline passes; returns the first line.
    public func readOutputLine(timeout: Duration) -> String? {
        let deadline = ContinuousClock.now + timeout
        while true {
            if let newline = output.firstIndex(of: UInt8(ascii: "\n")) {
                return String(decoding: output[..<newline], as: UTF8.self)
            }
            guard outputPipe >= 0, pollReadable([outputPipe], until: deadline) != nil else { return nil }
            if !drain(&outputPipe, into: &output) { return nil }
        }
    }

    /// Drains the output until the program exits, or the deadline passes (then returns `nil`).
    /// `signalAt` sends `(signal)` once at that instant, while waiting.
    public func waitForExit(timeout: Duration, signalAt: (ContinuousClock.Instant, Int32)? = nil) -> Termination? {
        if let termination { return termination }
        let deadline = ContinuousClock.now + timeout
        var pendingSignal = signalAt
        while true {
            if let (instant, number) = pendingSignal, ContinuousClock.now >= instant {
                kill(pid, number)
                pendingSignal = nil
            }
            let until = pendingSignal.map { min($0.0, deadline) } ?? deadline
            guard let events = pollReadable([outputPipe, errorPipe, exitWatch], until: until) else {
                if pendingSignal != nil { continue }
                return nil
            }
            if events[0] != 0 { _ = drain(&outputPipe, into: &output) }
            if events[1] != 0 { _ = drain(&errorPipe, into: &error) }
            if events[2] != 0 {
                // fd 3 closed: the program is exiting. Reap it, then collect the rest.
                let ended = ProcessSpawn.waitForTermination(of: pid)
                while drain(&outputPipe, into: &output) {}
                while drain(&errorPipe, into: &error) {}
                termination = ended
                return ended
            }
        }
    }

    /// Kills the program (SIGKILL) and reaps it.
    @discardableResult
    public func killAndReap() -> Termination {
        if let termination { return termination }
        kill(pid, SIGKILL)
        return waitForExit(timeout: .seconds(30)) ?? .signaled(SIGKILL)
    }

    /// The result so far, for a finished program.
    public func result(timedOut: Bool) -> ProcessResult {
        ProcessResult(
            commandLine: commandLine, termination: termination ?? .signaled(SIGKILL), timedOut: timedOut,
            elapsed: started.duration(to: .now), standardOutputBytes: output, standardErrorBytes: error)
    }

    /// Runs a program to the end (blocking) and returns what it produced. A program still running
    /// at `timeout` is killed (SIGKILL) and reported with `timedOut`; `killAfter` sends SIGKILL at
    /// that moment.
    public static func run(
        _ executable: String, _ arguments: [String], environment: [String: String]?,
        errorDestination: ErrorDestination = .pipe, timeout: Duration = .seconds(60), killAfter: Duration? = nil
    ) throws(ProcessFailure) -> ProcessResult {
        let child = try ChildProcess(
            executable: executable, arguments: arguments, environment: environment,
            errorDestination: errorDestination)
        let signalAt = killAfter.map { (ContinuousClock.now + $0, SIGKILL) }
        if child.waitForExit(timeout: timeout, signalAt: signalAt) != nil {
            return child.result(timedOut: false)
        }
        child.killAndReap()
        return child.result(timedOut: true)
    }

    /// Reads what one read gives without blocking; false at end of file (and then closes the
    /// descriptor) or when nothing is ready.
    private func drain(_ descriptor: inout Int32, into buffer: inout [UInt8]) -> Bool {
        guard descriptor >= 0 else { return false }
        var watched = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)]
        guard poll(&watched, 1, 0) > 0 else { return false }
        guard readOnce(descriptor, into: &buffer) else {
            close(descriptor)
            descriptor = -1
            return false
        }
        return true
    }
}
