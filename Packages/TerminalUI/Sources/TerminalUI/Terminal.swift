import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal on Linux: raw mode through termios, the alternate screen, a hidden cursor,
/// its size from `ioctl(TIOCGWINSZ)`, and the promise to put it all back on every way out.
///
/// - Normal exit and `q`: the runner calls ``end()``.
/// - SIGINT, SIGTERM, SIGHUP: ignored as signals and handled on a dispatch queue instead, which
///   calls ``restoreForExit()`` and exits with status 128 + the signal number. The event stream
///   stays open meanwhile, so the app's main task never sees an end of input and cannot race the
///   handler to an exit status of its own.
/// - A broken pipe: SIGPIPE is ignored, so a write fails with EPIPE, surfaces as
///   ``TerminalError/outputClosed`` and the runner ends quietly.
/// - A crash: handlers for SIGSEGV, SIGABRT, SIGBUS, SIGILL and SIGFPE write the restore sequence
///   and the original termios with async-signal-safe calls, then re-raise with the default action.
/// - SIGWINCH becomes a ``TerminalEvent/resize`` event.
///
/// Raw mode turns off echo, line buffering and the signal keys (so Ctrl-C arrives as a key) but
/// keeps output post-processing, so a `\n` written by anyone still moves to the line's start.
public final class Terminal: TerminalDevice {
    /// What undoes ``begin()`` on the screen: reset attributes, show the cursor, leave the
    /// alternate screen.
    public static let restoreSequence = "\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l"
    /// What ``begin()`` writes: enter the alternate screen, hide the cursor, clear.
    public static let enterSequence = "\u{1B}[?1049h\u{1B}[?25l\u{1B}[2J"

    public let inputDescriptor: Int32
    public let outputDescriptor: Int32

    private struct Session {
        var savedSettings: termios
        var reader: InputReader
        /// Set by ``restoreForExit()``: the screen and the modes are back, the reader still runs,
        /// and nothing more is written.
        var isRestoredForExit = false
    }

    /// The session while the terminal is taken over. The lock also serialises writes with the
    /// restore, so a signal arriving mid-frame cannot cut an escape sequence in half.
    private let session = Mutex<Session?>(nil)

    /// A terminal on the given descriptors (standard input and output by default).
    public init(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        self.inputDescriptor = input
        self.outputDescriptor = output
    }

    /// Whether a descriptor is a terminal.
    public static func isTTY(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether both input and output are terminals, as a full-screen app needs.
    public var isInteractive: Bool {
        Terminal.isTTY(inputDescriptor) && Terminal.isTTY(outputDescriptor)
    }

    public var size: TerminalSize {
        var window = winsize()
        guard ioctl(outputDescriptor, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0 else {
            return .fallback
        }
        return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
    }

    public func begin() throws(TerminalError) -> AsyncStream<TerminalEvent> {
        guard isInteractive else { throw .notATerminal }
        let (events, continuation) = AsyncStream<TerminalEvent>.makeStream(bufferingPolicy: .unbounded)
        try session.withLock { (session: inout Session?) throws(TerminalError) in
            guard session == nil else {
                // Already taken over: the first caller owns the events; this stream just ends.
                continuation.finish()
                return
            }
            var original = termios()
            guard tcgetattr(inputDescriptor, &original) == 0 else { throw .systemCall("tcgetattr", errno: errno) }

            // Broken pipes become EPIPE errors from write(2) instead of killing the process.
            _ = signal(SIGPIPE, SIG_IGN)
            CrashRestore.saveOriginalSettings(original)
            CrashRestore.install()
            CrashRestore.arm(input: inputDescriptor, output: outputDescriptor)
            // Listen before switching modes: a signal from here on calls `end()`, which waits for
            // this lock, so it restores whatever this call has done by then.
            SignalRelay.shared.listen(
                SignalRelay.Listener(
                    restore: { [weak self] in self?.restoreForExit() },
                    resized: { continuation.yield(.resize) }))

            var raw = Terminal.rawSettings(from: original)
            guard tcsetattr(inputDescriptor, TCSAFLUSH, &raw) == 0 else {
                SignalRelay.shared.stopListening()
                CrashRestore.disarm()
                throw .systemCall("tcsetattr", errno: errno)
            }
            let reader: InputReader
            do throws(TerminalError) {
                reader = try InputReader(descriptor: inputDescriptor, continuation: continuation)
            } catch {
                _ = tcsetattr(inputDescriptor, TCSANOW, &original)
                SignalRelay.shared.stopListening()
                CrashRestore.disarm()
                throw error
            }
            session = Session(savedSettings: original, reader: reader)
            try? writeAll(Terminal.enterSequence)
            reader.start()
        }
        return events
    }

    public func end() {
        session.withLock { session in
            guard var active = session else { return }
            session = nil
            if !active.isRestoredForExit { restore(&active) }
            active.reader.stop()
        }
    }

    /// Gives the terminal back (attributes, cursor, main screen, the original termios) without
    /// ending the session's events, for a process about to exit on its own terms: the signal
    /// handler calls it before `_exit(128 + n)`. Stopping the reader would finish the event
    /// stream, the runner would return ``TerminalRunner/Exit/endOfInput`` and the app could exit
    /// with 0 before the handler's status. Later writes are dropped, so no frame lands on the main
    /// screen. Idempotent; ``end()`` afterwards only stops the reader.
    public func restoreForExit() {
        session.withLock { session in
            guard var active = session, !active.isRestoredForExit else { return }
            restore(&active)
            active.isRestoredForExit = true
            session = active
        }
    }

    /// Undoes ``begin()``'s changes to the terminal; called with the session lock held.
    private func restore(_ active: inout Session) {
        try? writeAll(Terminal.restoreSequence)
        _ = tcsetattr(inputDescriptor, TCSANOW, &active.savedSettings)
        CrashRestore.disarm()
        SignalRelay.shared.stopListening()
    }

    public func write(_ text: String) throws(TerminalError) {
        try session.withLock { (session: inout Session?) throws(TerminalError) in
            // Not an error: the runner must not end (and let the app exit) on account of it.
            if session?.isRestoredForExit == true { return }
            try writeAll(text)
        }
    }

    private func writeAll(_ text: String) throws(TerminalError) {
        try DescriptorOutput.writeAll(text, to: outputDescriptor)
    }

    /// `cfmakeraw` without turning off output processing: no echo, no line editing, no signal
    /// keys, no flow control, 8-bit input, one byte is enough for a read.
    static func rawSettings(from original: termios) -> termios {
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        return raw
    }
}
