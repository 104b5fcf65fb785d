#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// A pseudo-terminal opened with `openpty`: the test plays the terminal emulator on the primary
/// side while the code under test uses the secondary side as its terminal. Both descriptors are
/// close-on-exec and closed when the value goes away.
public final class PseudoTerminalPair {
    public let primary: Int32
    /// The secondary side, or -1 once a program has taken it over (see ``PseudoTerminal``).
    public private(set) var secondary: Int32

    public init(columns: UInt16 = 80, rows: UInt16 = 24) throws(ProcessFailure) {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        ProcessSpawn.lock.lock()
        defer { ProcessSpawn.lock.unlock() }
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else {
            throw ProcessFailure(description: "cannot open a pseudo-terminal (errno \(errno))")
        }
        _ = fcntl(primary, F_SETFD, FD_CLOEXEC)
        _ = fcntl(secondary, F_SETFD, FD_CLOEXEC)
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(primary)
        closeSecondary()
    }

    /// Leaves the secondary side to the program that opened it by name, so the primary side reads
    /// end of output once that program and its children have closed it.
    func closeSecondary() {
        if secondary >= 0 { close(secondary) }
        secondary = -1
    }

    /// The terminal's current settings (shared by both sides).
    public var settings: termios {
        var settings = termios()
        _ = tcgetattr(secondary >= 0 ? secondary : primary, &settings)
        return settings
    }

    /// The secondary side's device path, for a program that opens its terminal by name.
    public var secondaryPath: String? {
        ttyname(secondary).map { String(cString: $0) }
    }

    /// Types text as keystrokes, all in one write (as a terminal sends one key press).
    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { systemWrite(primary, $0.baseAddress, $0.count) }
    }

    /// Changes the window size, as a terminal emulator does when its window is resized: the kernel
    /// sends SIGWINCH to the terminal's foreground process group.
    public func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Reads what arrives on the primary side until `done` accepts all of it or the timeout passes
    /// (poll(2) with a deadline: waiting for I/O, not sleeping). Returns what was read.
    public func read(until done: (String) -> Bool, timeout: Duration = .seconds(5)) -> String {
        var collected: [UInt8] = []
        _ = readPrimary(into: &collected, until: { done(String(decoding: $0, as: UTF8.self)) }, timeout: timeout)
        return String(decoding: collected, as: UTF8.self)
    }

    /// Appends what arrives on the primary side to `collected` until `done` holds for it, the
    /// output ends, or the timeout passes; returns whether `done` held.
    func readPrimary(
        into collected: inout [UInt8], until done: ([UInt8]) -> Bool, timeout: Duration
    ) -> Bool {
        let deadline = ContinuousClock.now + timeout
        while !done(collected) {
            guard pollReadable([primary], until: deadline) != nil else { return false }
            guard readOnce(primary, into: &collected) else { return done(collected) }
        }
        return true
    }
}
