#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a program in a real pseudo-terminal, as a terminal emulator would: the test types on the
/// primary side and reads everything the program draws. Every wait has a deadline (poll(2) with a
/// timeout: waiting for I/O, never sleeping), so a hung program fails the test instead of the suite.
public final class PseudoTerminal {
    /// What a standard stream of the program is connected to.
    public enum Stream: Equatable, Sendable {
        case terminal
        case devNull
        /// A file, created or truncated.
        case file(String)
    }

    public let pid: pid_t
    private let pair: PseudoTerminalPair
    /// The read end of a pipe whose write end only the program holds (as fd 3): it reaches end of
    /// file exactly when the program exits, so exiting is an I/O event the test can poll for.
    private let exitWatch: Int32
    private var collected: [UInt8] = []
    public private(set) var termination: Termination?
    /// The terminal's settings before the program started: what it must leave behind. Read after
    /// the start, they may already be the program's own (raw mode), set before the test got there.
    public let settingsBeforeStart: termios

    /// Starts `executable` in a session of its own whose controlling terminal is the secondary side
    /// (it opens the terminal by name, as under a terminal emulator), with exactly `environment`.
    public init(
        executable: String, arguments: [String], environment: [String: String], columns: UInt16 = 80,
        rows: UInt16 = 24, standardInput: Stream = .terminal, standardOutput: Stream = .terminal,
        standardError: Stream = .terminal
    ) throws(ProcessFailure) {
        let pair = try PseudoTerminalPair(columns: columns, rows: rows)
        guard let terminalPath = pair.secondaryPath else {
            throw ProcessFailure(description: "ttyname failed (errno \(errno))")
        }
        func spawnStream(_ stream: Stream) -> ProcessSpawn.Stream {
            switch stream {
            case .terminal: .file(terminalPath)
            case .devNull: .devNull
            case .file(let path): .file(path)
            }
        }
        settingsBeforeStart = pair.settings
        let watch = try ProcessSpawn.closeOnExecPipe()
        defer { close(watch.write) }
        do {
            pid = try ProcessSpawn.start(
                executable, arguments, environment: environment, standardInput: spawnStream(standardInput),
                standardOutput: spawnStream(standardOutput), standardError: spawnStream(standardError),
                extraDescriptors: [3: watch.write], newSession: true)
        } catch {
            close(watch.read)
            throw error
        }
        pair.closeSecondary()
        self.pair = pair
        exitWatch = watch.read
    }

    deinit {
        if termination == nil {
            kill(pid, SIGKILL)
            _ = ProcessSpawn.waitForTermination(of: pid)
        }
        close(exitWatch)
    }

    /// Everything the program has written so far.
    public var transcript: String { String(decoding: collected, as: UTF8.self) }

    /// The terminal's current settings (shared by both sides of the pseudo-terminal).
    public var settings: termios { pair.settings }

    /// Types text as keystrokes, all in one write (as a terminal sends one key press).
    public func type(_ text: String) {
        pair.type(text)
    }

    /// Changes the window size, as a terminal emulator does when its window is resized: the
    /// kernel sends SIGWINCH to the program.
    public func resize(columns: UInt16, rows: UInt16) {
        pair.resize(columns: columns, rows: rows)
    }

    /// Sends a signal to the program.
    public func signal(_ signalNumber: Int32) {
        if termination == nil { kill(pid, signalNumber) }
    }

    /// Reads output until `condition` holds for the whole transcript or the timeout passes.
    /// Returns whether the condition held.
    @discardableResult
    public func read(until condition: (String) -> Bool, timeout: Duration = .seconds(10)) -> Bool {
        pair.readPrimary(
            into: &collected, until: { condition(String(decoding: $0, as: UTF8.self)) }, timeout: timeout)
    }

    /// Waits until the program exits (draining its output meanwhile so it cannot block on a full
    /// terminal) and returns how it ended, or `nil` if it is still running at the timeout.
    public func waitForExit(timeout: Duration = .seconds(10)) -> Termination? {
        if let termination { return termination }
        let deadline = ContinuousClock.now + timeout
        while true {
            guard let events = pollReadable([pair.primary, exitWatch], until: deadline) else { return nil }
            if events[0] & Int16(POLLIN) != 0 { _ = readOnce(pair.primary, into: &collected) }
            if events[1] != 0 { break }
        }
        // The exit pipe closed: the process is exiting, so this wait is short.
        let ended = ProcessSpawn.waitForTermination(of: pid)
        var ready = [pollfd(fd: pair.primary, events: Int16(POLLIN), revents: 0)]
        while poll(&ready, 1, 0) > 0, ready[0].revents & Int16(POLLIN) != 0, readOnce(pair.primary, into: &collected) {}
        termination = ended
        return ended
    }
}
