import ProcessTestSupport
import Testing

@testable import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The real terminal, on a pseudo-terminal the test controls.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct TerminalTests {
    @Test func beginEntersRawModeAndTheAlternateScreenAndEndRestoresBoth() throws {
        let pty = try PseudoTerminalPair()
        let original = pty.settings
        #expect(original.c_lflag & tcflag_t(ECHO | ICANON) != 0)
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        #expect(terminal.isInteractive)

        _ = try terminal.begin()
        let raw = pty.settings
        #expect(raw.c_lflag & tcflag_t(ECHO) == 0)
        #expect(raw.c_lflag & tcflag_t(ICANON) == 0)
        #expect(raw.c_lflag & tcflag_t(ISIG) == 0)
        #expect(raw.c_oflag & tcflag_t(OPOST) != 0)
        #expect(pty.read(until: { $0.contains("\u{1B}[?1049h") }).contains("\u{1B}[?25l"))

        terminal.end()
        let restored = pty.settings
        #expect(restored.c_lflag == original.c_lflag)
        #expect(restored.c_iflag == original.c_iflag)
        let output = pty.read(until: { $0.contains("\u{1B}[?1049l") })
        #expect(output.contains("\u{1B}[?25h\u{1B}[?1049l"))
        terminal.end()  // a second end changes nothing
        #expect(pty.settings.c_lflag == original.c_lflag)
    }

    @Test func keyboardBytesArriveAsInputEventsAndEndFinishesTheStream() async throws {
        let pty = try PseudoTerminalPair()
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        let events = try terminal.begin()
        var iterator = events.makeAsyncIterator()
        pty.type("j")
        #expect(await iterator.next() == .input([UInt8(ascii: "j")]))
        pty.type("\u{1B}[A")
        #expect(await iterator.next() == .input(Array("\u{1B}[A".utf8)))
        terminal.end()
        #expect(await iterator.next() == nil)
    }

    @Test func restoreForExitGivesTheTerminalBackButKeepsTheEventsOpen() async throws {
        let pty = try PseudoTerminalPair()
        let original = pty.settings
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        let events = try terminal.begin()
        var iterator = events.makeAsyncIterator()
        _ = pty.read(until: { $0.contains(Terminal.enterSequence) })

        terminal.restoreForExit()
        #expect(pty.settings.c_lflag == original.c_lflag)
        #expect(pty.settings.c_iflag == original.c_iflag)
        #expect(pty.read(until: { $0.contains(Terminal.restoreSequence) }).contains(Terminal.restoreSequence))
        terminal.restoreForExit()  // a second restore writes nothing more

        // Back in canonical mode, a line still arrives: the reader was left running.
        pty.type("j\n")
        #expect(await iterator.next() == .input(Array("j\n".utf8)))

        // Writes after the restore are dropped instead of landing on the main screen.
        try terminal.write("late frame")
        let marker = "marker"
        _ = Array(marker.utf8).withUnsafeBytes { write(pty.secondary, $0.baseAddress, $0.count) }
        let output = pty.read(until: { $0.contains(marker) })
        #expect(output.contains(marker))
        #expect(!output.contains("late frame"))
        #expect(!output.contains(Terminal.restoreSequence))

        terminal.end()
        #expect(await iterator.next() == nil)
        #expect(pty.settings.c_lflag == original.c_lflag)
    }

    @Test func aTerminationSignalRestoresTheTerminalWithoutEndingTheEvents() async throws {
        let pty = try PseudoTerminalPair()
        let original = pty.settings
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        let events = try terminal.begin()
        var iterator = events.makeAsyncIterator()
        let listener = try #require(SignalRelay.shared.currentListener)

        // What the relay does on SIGINT, SIGTERM or SIGHUP before its `_exit(128 + n)`.
        listener.restore()
        #expect(pty.settings.c_lflag == original.c_lflag)
        #expect(pty.read(until: { $0.contains(Terminal.restoreSequence) }).contains(Terminal.restoreSequence))
        #expect(SignalRelay.shared.currentListener == nil)
        pty.type("k\n")
        #expect(await iterator.next() == .input(Array("k\n".utf8)))

        terminal.end()
        #expect(await iterator.next() == nil)
    }

    @Test func sizeComesFromTheTerminalAndSIGWINCHIsAResizeEvent() async throws {
        let pty = try PseudoTerminalPair(columns: 100, rows: 30)
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        #expect(terminal.size == TerminalSize(columns: 100, rows: 30))
        let events = try terminal.begin()
        var iterator = events.makeAsyncIterator()
        pty.resize(columns: 60, rows: 20)
        kill(getpid(), SIGWINCH)
        #expect(await iterator.next() == .resize)
        #expect(terminal.size == TerminalSize(columns: 60, rows: 20))
        terminal.end()
    }

    @Test func writesReachTheTerminal() throws {
        let pty = try PseudoTerminalPair()
        let terminal = Terminal(input: pty.secondary, output: pty.secondary)
        _ = try terminal.begin()
        try terminal.write("\u{1B}[1;1Hhello")
        #expect(pty.read(until: { $0.contains("hello") }).contains("hello"))
        terminal.end()
    }

    @Test func aPipeIsNotATerminal() throws {
        var descriptors: [Int32] = [-1, -1]
        #expect(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }
        let terminal = Terminal(input: descriptors[0], output: descriptors[1])
        #expect(!terminal.isInteractive)
        #expect(throws: TerminalError.notATerminal) { try terminal.begin() }
        #expect(terminal.size == .fallback)
    }

    @Test func rawSettingsKeepOutputProcessingAndReadOneByteAtATime() {
        var original = termios()
        original.c_lflag = tcflag_t(ECHO | ICANON | ISIG | IEXTEN)
        original.c_iflag = tcflag_t(ICRNL | IXON)
        original.c_oflag = tcflag_t(OPOST | ONLCR)
        let raw = Terminal.rawSettings(from: original)
        #expect(raw.c_lflag == 0)
        #expect(raw.c_iflag == 0)
        #expect(raw.c_oflag == original.c_oflag)
        let (minimum, time) = withUnsafeBytes(of: raw.c_cc) { ($0[Int(VMIN)], $0[Int(VTIME)]) }
        #expect(minimum == 1)
        #expect(time == 0)
    }
}
