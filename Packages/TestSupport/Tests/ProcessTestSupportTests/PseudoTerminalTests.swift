import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

struct PseudoTerminalTests {
    @Test func aProgramSeesTheTerminalItsSizeAndWhatIsTyped() throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "stty size; read line; echo \"got $line\""],
            environment: ["PATH": "/usr/bin:/bin"], columns: 100, rows: 30)
        #expect(terminal.read(until: { $0.contains("30 100") }))
        terminal.type("hello\r")
        #expect(terminal.read(until: { $0.contains("got hello") }))
        #expect(terminal.waitForExit() == .exited(0))
    }

    @Test func theTerminalIsTheProgramsControllingTerminal() throws {
        // /dev/tty opens only for a process with a controlling terminal.
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "echo reached > /dev/tty && exit 4"],
            environment: ["PATH": "/usr/bin:/bin"])
        #expect(terminal.waitForExit() == .exited(4))
        #expect(terminal.transcript.contains("reached"))
    }

    @Test func aSignalEndsTheProgram() throws {
        let terminal = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "echo up; exec sleep 30"], environment: [:],
            standardError: .devNull)
        #expect(terminal.read(until: { $0.contains("up") }))
        terminal.signal(SIGTERM)
        #expect(terminal.waitForExit() == .signaled(SIGTERM))
    }

    @Test func thePairCarriesBytesBothWaysAndTheWindowSize() throws {
        let pair = try PseudoTerminalPair(columns: 90, rows: 20)
        let text = "from the program\r\n"
        _ = Array(text.utf8).withUnsafeBytes { write(pair.secondary, $0.baseAddress, $0.count) }
        #expect(pair.read(until: { $0.contains("from the program") }).contains("from the program"))

        pair.resize(columns: 120, rows: 40)
        var size = winsize()
        #expect(ioctl(pair.secondary, UInt(TIOCGWINSZ), &size) == 0)
        #expect(size.ws_col == 120 && size.ws_row == 40)
        #expect(pair.settings.c_lflag & tcflag_t(ECHO) != 0)
    }

    @Test func readingGivesUpAtTheTimeout() throws {
        let pair = try PseudoTerminalPair()
        #expect(pair.read(until: { $0.contains("never") }, timeout: .milliseconds(50)).isEmpty)
    }
}
