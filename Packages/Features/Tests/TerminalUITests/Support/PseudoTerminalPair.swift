#if canImport(Glibc)
import Glibc

/// A pseudo-terminal opened with `openpty`: the test plays the terminal emulator on the primary
/// side while the code under test uses the secondary side as its terminal.
final class PseudoTerminalPair {
    let primary: Int32
    let secondary: Int32

    init(columns: UInt16 = 80, rows: UInt16 = 24) throws {
        var primary: Int32 = -1
        var secondary: Int32 = -1
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        guard openpty(&primary, &secondary, nil, nil, &size) == 0 else { throw PseudoTerminalFailure.openFailed(errno) }
        self.primary = primary
        self.secondary = secondary
    }

    deinit {
        close(primary)
        close(secondary)
    }

    /// The secondary side's current settings.
    var settings: termios {
        var settings = termios()
        _ = tcgetattr(secondary, &settings)
        return settings
    }

    /// Types bytes as the keyboard would.
    func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(primary, $0.baseAddress, $0.count) }
    }

    func resize(columns: UInt16, rows: UInt16) {
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(primary, UInt(TIOCSWINSZ), &size)
    }

    /// Reads what the program wrote until `done` accepts it or the deadline passes (poll(2) with a
    /// timeout: waiting for I/O, not sleeping).
    func read(until done: (String) -> Bool, timeoutMilliseconds: Int32 = 5_000) -> String {
        var collected: [UInt8] = []
        var remaining = timeoutMilliseconds
        var buffer = [UInt8](repeating: 0, count: 4096)
        while !done(String(decoding: collected, as: UTF8.self)), remaining > 0 {
            var watched = pollfd(fd: primary, events: Int16(POLLIN), revents: 0)
            let started = monotonicMilliseconds()
            let ready = poll(&watched, 1, remaining)
            remaining -= Int32(clamping: monotonicMilliseconds() - started)
            guard ready > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(primary, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            collected += buffer[0..<count]
        }
        return String(decoding: collected, as: UTF8.self)
    }

    private func monotonicMilliseconds() -> Int {
        var now = timespec()
        clock_gettime(CLOCK_MONOTONIC, &now)
        return now.tv_sec * 1000 + now.tv_nsec / 1_000_000
    }
}

enum PseudoTerminalFailure: Error {
    case openFailed(Int32)
}
#endif
