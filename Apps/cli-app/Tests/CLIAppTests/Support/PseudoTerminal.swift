import Foundation
import Glibc

/// Runs a program in a real pseudo-terminal, as a terminal emulator would: the test types on the
/// primary side and reads everything the program draws. Every wait has a deadline (poll(2) with a
/// timeout: waiting for I/O, never sleeping), so a hung program fails the test instead of the suite.
final class PseudoTerminal {
    /// What a standard stream of the program is connected to.
    enum Stream: Equatable {
        case terminal
        case devNull
        /// A file, created or truncated.
        case file(String)

        func path(terminal: String) -> String {
            switch self {
            case .terminal: terminal
            case .devNull: "/dev/null"
            case .file(let path): path
            }
        }
    }

    /// How the program ended.
    enum Termination: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)

        var description: String {
            switch self {
            case .exited(let code): "exited with \(code)"
            case .signaled(let signal): "killed by signal \(signal)"
            }
        }
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// glibc's POSIX_SPAWN_SETSID (a GNU extension the Swift Glibc module does not export): the
    /// program starts a session of its own, so the terminal it opens first becomes its controlling
    /// terminal, as under a real terminal emulator.
    private static let spawnSetSessionID: Int32 = 0x80

    let pid: pid_t
    let primary: Int32
    /// The read end of a pipe whose write end only the program holds (as fd 3): it reaches end of
    /// file exactly when the program exits, so exiting is an I/O event the test can poll for.
    private let exitWatch: Int32
    private var collected: [UInt8] = []
    private(set) var termination: Termination?

    init(
        executable: String, arguments: [String], environment: [String: String], columns: UInt16 = 80,
        rows: UInt16 = 24, standardInput: Stream = .terminal, standardOutput: Stream = .terminal,
        standardError: Stream = .terminal
    ) throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        guard openpty(&primary, &secondary, nil, nil, nil) == 0 else {
            throw Failure(description: "cannot open a pseudo-terminal (errno \(errno))")
        }
        // The program opens the terminal by name (so it becomes its controlling terminal); this
        // process keeps only the primary side.
        guard let name = ttyname(secondary) else {
            close(primary)
            close(secondary)
            throw Failure(description: "ttyname failed (errno \(errno))")
        }
        let secondaryPath = String(cString: name)
        close(secondary)
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)

        var exitPipe: [Int32] = [-1, -1]
        guard pipe(&exitPipe) == 0 else {
            close(primary)
            throw Failure(description: "pipe failed (errno \(errno))")
        }
        _ = fcntl(exitPipe[0], F_SETFD, FD_CLOEXEC)
        _ = fcntl(exitPipe[1], F_SETFD, FD_CLOEXEC)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // The first open of the terminal after setsid makes it the controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, standardInput.path(terminal: secondaryPath), O_RDWR, 0)
        posix_spawn_file_actions_addopen(
            &actions, 1, standardOutput.path(terminal: secondaryPath), O_RDWR | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(
            &actions, 2, standardError.path(terminal: secondaryPath), O_RDWR | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_adddup2(&actions, exitPipe[1], 3)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var allSignals = sigset_t()
        sigfillset(&allSignals)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setflags(
            &attributes, Int16(Self.spawnSetSessionID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(exitPipe[1])
        guard status == 0 else {
            close(primary)
            close(exitPipe[0])
            throw Failure(description: "posix_spawn \(executable) failed (error \(status))")
        }
        self.pid = pid
        self.primary = primary
        self.exitWatch = exitPipe[0]
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            _ = waitpid(pid, &status, 0)
        }
        close(primary)
        close(exitWatch)
    }

    /// Everything the program has written so far.
    var transcript: String { String(decoding: collected, as: UTF8.self) }

    /// The terminal's current settings (shared by both sides of the pseudo-terminal).
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(primary, &settings)
        return settings
    }

    /// Types text as keystrokes, all in one write (as a terminal sends one key press).
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    /// Changes the window size, as a terminal emulator does when its window is resized: the
    /// kernel sends SIGWINCH to the program.
    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Sends a signal to the program.
    func signal(_ signalNumber: Int32) {
        kill(pid, signalNumber)
    }

    /// Reads output until `condition` holds for the whole transcript or the timeout passes.
    /// Returns whether the condition held.
    @discardableResult
    func read(until condition: (String) -> Bool, timeout: Duration = .seconds(10)) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !condition(transcript) {
            guard let remaining = milliseconds(until: deadline) else { return false }
            var watched = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
            guard poll(&watched, 1, remaining) > 0 else { continue }
            guard drain() else { return condition(transcript) }
        }
        return true
    }

    /// Waits until the program exits (draining its output meanwhile so it cannot block on a full
    /// terminal) and returns how it ended, or `nil` if it is still running at the timeout.
    func waitForExit(timeout: Duration = .seconds(10)) -> Termination? {
        if let termination { return termination }
        let deadline = ContinuousClock.now + timeout
        while true {
            guard let remaining = milliseconds(until: deadline) else { return nil }
            var watched = [
                pollfd(fd: primary, events: Int16(POLLIN), revents: 0),
                pollfd(fd: exitWatch, events: Int16(POLLIN), revents: 0),
            ]
            guard poll(&watched, 2, remaining) > 0 else { continue }
            if watched[0].revents & Int16(POLLIN) != 0 { _ = drain() }
            if watched[1].revents != 0 { break }
        }
        // The exit pipe closed: the process is exiting, so this wait is short.
        var status: Int32 = 0
        _ = waitpid(pid, &status, 0)
        while drain(nonBlocking: true) {}
        let signalNumber = status & 0x7F
        termination = signalNumber == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signalNumber)
        return termination
    }

    /// Reads what is available; false at end of output.
    private func drain(nonBlocking: Bool = false) -> Bool {
        if nonBlocking {
            var watched = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
            guard poll(&watched, 1, 0) > 0, watched[0].revents & Int16(POLLIN) != 0 else { return false }
        }
        var buffer = [UInt8](repeating: 0, count: 8192)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(primary, $0.baseAddress, $0.count) }
        guard count > 0 else { return false }
        collected += buffer[0..<count]
        return true
    }

    private func milliseconds(until deadline: ContinuousClock.Instant) -> Int32? {
        let remaining = ContinuousClock.now.duration(to: deadline)
        guard remaining > .zero else { return nil }
        let (seconds, attoseconds) = remaining.components
        return Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
    }
}
