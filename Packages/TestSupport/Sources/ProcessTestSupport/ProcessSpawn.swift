import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `posix_spawn(3)` with every detail the tests and benchmarks need, written once: where each
/// standard stream goes, extra descriptors for the child, signals reset to their defaults, and
/// optionally a session of its own.
public enum ProcessSpawn {
    /// What one of the child's descriptors is connected to.
    public enum Stream: Equatable, Sendable {
        /// The same descriptor of this process.
        case inherit
        case devNull
        /// A file, opened for reading and writing, created or truncated.
        case file(String)
        /// A descriptor of this process (a pipe end, a terminal).
        case descriptor(Int32)
    }

    /// Creating descriptors and spawning hold this lock, so a child started by another thread at
    /// the same moment cannot inherit a pipe end before it is marked close-on-exec (its end of
    /// file would then never come).
    static let lock = NSLock()

    /// A pipe whose both ends are close-on-exec: `(read, write)`.
    static func closeOnExecPipe() throws(ProcessFailure) -> (read: Int32, write: Int32) {
        lock.lock()
        defer { lock.unlock() }
        var descriptors: [Int32] = [-1, -1]
        guard pipe(&descriptors) == 0 else { throw ProcessFailure(description: "pipe failed (errno \(errno))") }
        for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
        return (descriptors[0], descriptors[1])
    }

    /// Starts `executable` (a path, not looked up in PATH) and returns its process id.
    ///
    /// - Parameters:
    ///   - environment: the child's whole environment; `nil` passes this process's.
    ///   - extraDescriptors: more descriptors for the child, as `child number: descriptor here`.
    ///   - newSession: start a session of its own (`setsid`), so the terminal it opens first
    ///     becomes its controlling terminal.
    public static func start(
        _ executable: String, _ arguments: [String], environment: [String: String]?,
        standardInput: Stream = .devNull, standardOutput: Stream = .devNull, standardError: Stream = .devNull,
        extraDescriptors: [Int32: Int32] = [:], newSession: Bool = false
    ) throws(ProcessFailure) -> pid_t {
        // posix_spawn_file_actions_t and posix_spawnattr_t are structs in glibc and musl, opaque
        // pointers (so optionals in Swift) on Darwin; the calls below take either by address.
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t? = nil
        var attributes: posix_spawnattr_t? = nil
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (number, stream) in [(Int32(0), standardInput), (1, standardOutput), (2, standardError)] {
            switch stream {
            case .inherit: break
            case .devNull: posix_spawn_file_actions_addopen(&actions, number, "/dev/null", O_RDWR, 0)
            case .file(let path):
                posix_spawn_file_actions_addopen(&actions, number, path, O_RDWR | O_CREAT | O_TRUNC, 0o600)
            case .descriptor(let descriptor): posix_spawn_file_actions_adddup2(&actions, descriptor, number)
            }
        }
        for (number, descriptor) in extraDescriptors.sorted(by: { $0.key < $1.key }) {
            posix_spawn_file_actions_adddup2(&actions, descriptor, number)
        }

        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        // The test runner may ignore or block signals; the child starts with the defaults.
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var flags = Int32(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK)
        if newSession { flags |= spawnSetSessionFlag }
        posix_spawnattr_setflags(&attributes, Int16(flags))

        let environment = environment ?? ProcessInfo.processInfo.environment
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        lock.lock()
        defer { lock.unlock() }
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        guard status == 0 else {
            throw ProcessFailure(
                description: "cannot start \(executable): \(String(cString: strerror(status))) (error \(status))")
        }
        return pid
    }

    /// Waits for `pid` to end (blocking) and returns how it ended.
    public static func waitForTermination(of pid: pid_t) -> Termination {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        return Termination(waitStatus: status)
    }

    /// Starts a program with every standard stream on /dev/null and waits for it: how it ended and
    /// the wall time from just before the spawn to just after the wait (for benchmarks).
    public static func timedRun(
        _ executable: String, _ arguments: [String], environment: [String: String]?
    ) throws(ProcessFailure) -> (termination: Termination, elapsed: Duration) {
        let clock = ContinuousClock()
        let started = clock.now
        let pid = try start(executable, arguments, environment: environment)
        let termination = waitForTermination(of: pid)
        return (termination, started.duration(to: clock.now))
    }
}
