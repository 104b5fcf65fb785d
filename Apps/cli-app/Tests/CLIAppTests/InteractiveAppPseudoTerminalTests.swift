import Foundation
import ProcessTestSupport
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The built `cli-app` in a real pseudo-terminal: it takes the terminal over and always gives it
/// back.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct InteractiveAppPseudoTerminalTests {
    private static let enterAlternateScreen = "\u{1B}[?1049h"
    private static let leaveAlternateScreen = "\u{1B}[?1049l"
    private static let showCursor = "\u{1B}[?25h"

    /// HOME and, unless a test gives its own, the data directory: removed after each test.
    private let scratch: TemporaryDirectory

    init() throws {
        scratch = try TemporaryDirectory(prefix: "cli-app-pty")
    }

    private func launch(
        _ arguments: [String] = [], dataDirectory: String? = nil, standardError: PseudoTerminal.Stream = .terminal
    ) throws -> (PseudoTerminal, termios) {
        let dataDirectory = dataDirectory ?? scratch.path
        let environment = [
            "TERM": "xterm-256color", "HOME": dataDirectory, "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8",
        ]
        let terminal = try PseudoTerminal(
            executable: try CLIAppProcess.binary(), arguments: ["--data-dir", dataDirectory] + arguments,
            environment: environment, standardError: standardError)
        return (terminal, terminal.settingsBeforeStart)
    }

    private func expectRestored(_ terminal: PseudoTerminal, original: termios) {
        let transcript = terminal.transcript
        let entered = transcript.range(of: Self.enterAlternateScreen)
        let left = transcript.range(of: Self.leaveAlternateScreen, options: .backwards)
        #expect(entered != nil, "the alternate screen was never entered")
        #expect(left != nil, "the alternate screen was never left")
        if let entered, let left { #expect(entered.upperBound <= left.lowerBound) }
        if let left, let shown = transcript.range(of: Self.showCursor, options: .backwards) {
            #expect(shown.upperBound <= left.lowerBound || shown.lowerBound >= left.upperBound)
            #expect(shown.lowerBound > (entered?.upperBound ?? transcript.startIndex))
        } else {
            Issue.record("the cursor was never shown again")
        }
        let settings = terminal.settings
        #expect(settings.c_lflag == original.c_lflag, "local modes (echo, canonical, signals) not restored")
        #expect(settings.c_iflag == original.c_iflag, "input modes not restored")
    }

    @Test func quittingWithQRestoresTheTerminalAndExitsZero() throws {
        let (terminal, original) = try launch()
        #expect(original.c_lflag & tcflag_t(ECHO | ICANON) == tcflag_t(ECHO | ICANON))
        #expect(terminal.read(until: { $0.contains("VSM Shop") && $0.contains("Featured products") }))
        let raw = terminal.settings
        #expect(raw.c_lflag & tcflag_t(ECHO | ICANON | ISIG) == 0, "the app is not in raw mode")
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)
    }

    /// Reads until the last frame satisfies `condition`; on a timeout, fails showing that frame.
    private func expectFrame(
        _ terminal: PseudoTerminal, _ what: String, sourceLocation: SourceLocation = #_sourceLocation,
        _ condition: @escaping (String) -> Bool
    ) {
        let seen = terminal.read(until: { condition(self.lastFrame($0)) })
        #expect(
            seen, "\(what); the last frame: \(visible(lastFrame(terminal.transcript)))", sourceLocation: sourceLocation)
    }

    /// `text` with escape characters made visible, for failure messages.
    private func visible(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "␛")
    }

    /// The last frame drawn so far: what follows the last move to the top-left corner. Screens
    /// redraw on their own (the status line loads), so only the latest frame says what is shown.
    private func lastFrame(_ transcript: String) -> String {
        guard let start = transcript.range(of: "\u{1B}[1;1H", options: .backwards) else { return "" }
        return String(transcript[start.upperBound...])
    }

    @Test func navigatingToAFeatureAndBackThenControlCRestoresTheTerminal() throws {
        let (terminal, original) = try launch()
        #expect(terminal.read(until: { lastFrame($0).contains("Latest entries") && lastFrame($0).contains(" quit") }))
        terminal.type("2")  // product search
        // Whatever the search screen shows, it draws frames of its own, without the home title.
        #expect(
            terminal.read(until: {
                let frame = self.lastFrame($0)
                return frame.contains("\u{1B}[2;1H") && !frame.contains("VSM Shop")
            }))
        terminal.type("\u{1B}")  // back home
        #expect(terminal.read(until: { lastFrame($0).contains("VSM Shop") }))
        terminal.type("\u{03}")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)
    }

    /// The whole shop through the real terminal: search as you type, open a product, add it to
    /// the cart (the status line follows at once), go back, quit; the cart is on disk afterwards.
    @Test func searchingOpeningAndAddingToTheCartThenQuittingRestoresTheTerminal() throws {
        let dataDirectory = try TemporaryDirectory()
        let (terminal, original) = try launch(dataDirectory: dataDirectory.path)
        expectFrame(terminal, "the home screen with its panels and the status line") {
            $0.contains("Featured products") && $0.contains("Your cart is empty.")
                && $0.contains("cart: 0 items · backend: embedded data")
        }
        terminal.type("2")  // product search
        expectFrame(terminal, "the search screen's suggestions") { $0.contains("Search: ") && $0.contains("Featured") }
        terminal.type("oak")
        expectFrame(terminal, "the results of the search typed") {
            $0.contains("oak") && $0.contains("Essential Oak Bookshelf") && $0.contains("Modern Oak Desk")
                && !$0.contains("Featured") && !$0.contains("Searching")
        }
        terminal.type("\r")  // open the first result
        expectFrame(terminal, "the product's detail") {
            $0.contains("Essential Oak Bookshelf") && $0.contains("Variants") && $0.contains("add to cart")
        }
        terminal.type("a")
        expectFrame(terminal, "added, and the status line counts it at once") {
            $0.contains("✓ Added") && $0.contains("cart: 1 item · backend: embedded data")
        }
        terminal.type("\u{1B}")  // back to the results
        expectFrame(terminal, "the results again") { $0.contains("Modern Oak Desk") && !$0.contains("Variants") }
        terminal.type("\u{1B}")  // back home
        expectFrame(terminal, "home, its cart panel and the status line counting the item") {
            // The panel's count and total are styled apart: each is looked for alone.
            $0.contains("VSM Shop") && $0.contains("1 item\u{1B}") && $0.contains("total")
                && $0.contains("cart: 1 item")
        }
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)

        let cart = try CLIAppProcess.run(["cart", "show", "--json", "--data-dir", dataDirectory.path])
        let json = try JSONSerialization.jsonObject(with: Data(cart.standardOutput.utf8)) as? [String: Any]
        #expect(json?["itemCount"] as? Int == 1)
    }

    @Test func theCartScreenShowsTheCartAndTheAppRedrawsOnResize() throws {
        let dataDirectory = try TemporaryDirectory()
        let add = try CLIAppProcess.run(["cart", "add", "p-0418-natural-small", "--data-dir", dataDirectory.path])
        #expect(add.exitCode == 0)
        let (terminal, original) = try launch(dataDirectory: dataDirectory.path)
        expectFrame(terminal, "the status line counts the cart on disk") { $0.contains("cart: 1 item") }
        terminal.type("3")
        expectFrame(terminal, "the cart screen lists the line added by the one-shot command") {
            $0.contains("Essential Oak Bookshelf") && $0.contains("Natural / Small")
        }
        terminal.resize(columns: 100, rows: 30)
        expectFrame(terminal, "a frame drawn for the new width") { $0.contains(String(repeating: "─", count: 100)) }
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)
    }

    @Test func openStartsAtTheLinksScreenWithHomeBeneath() throws {
        let (terminal, original) = try launch(["open", "vsmshop://product/p-0315"])
        expectFrame(terminal, "the product's detail, opened by its link") {
            $0.contains("Variants") && !$0.contains("VSM Shop")
        }
        terminal.type("\u{1B}")  // back
        expectFrame(terminal, "home beneath it") { $0.contains("VSM Shop") && $0.contains("Featured products") }
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)
    }

    @Test func resumeReopensTheCartTheAppQuitOn() throws {
        let (first, _) = try launch()
        expectFrame(first, "home") { $0.contains("VSM Shop") }
        first.type("3")
        expectFrame(first, "the cart") { $0.contains("Your cart is empty.") && !$0.contains("VSM Shop") }
        first.type("q")
        #expect(first.waitForExit() == .exited(0))

        let (resumed, original) = try launch(["--resume"])
        expectFrame(resumed, "the cart again") { $0.contains("Your cart is empty.") && !$0.contains("VSM Shop") }
        resumed.type("\u{1B}")
        expectFrame(resumed, "home beneath it") { $0.contains("VSM Shop") }
        resumed.type("q")
        #expect(resumed.waitForExit() == .exited(0))
        expectRestored(resumed, original: original)
    }

    @Test func aCorruptSavedStackStartsAtHomeAndIsKeptAside() throws {
        let saved = scratch.url.appendingPathComponent("navigation.json")
        try Data("{not json".utf8).write(to: saved)
        let log = scratch.url.appendingPathComponent("stderr.log").path
        let (terminal, original) = try launch(["--resume"], standardError: .file(log))
        expectFrame(terminal, "home") { $0.contains("VSM Shop") && $0.contains("Featured products") }
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)

        let names = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
        let keptAside = try #require(names.first { $0.hasPrefix("navigation.json.corrupt-") })
        #expect(try Data(contentsOf: scratch.url.appendingPathComponent(keptAside)) == Data("{not json".utf8))
        #expect(
            try String(contentsOfFile: log, encoding: .utf8).contains("the saved navigation was unreadable; kept it as")
        )
    }

    @Test func traceWritesTheScreensTransitionsToARedirectedStderr() throws {
        let dataDirectory = try TemporaryDirectory()
        let log = dataDirectory.url.appendingPathComponent("trace.log").path
        let (terminal, original) = try launch(["--trace"], dataDirectory: dataDirectory.path, standardError: .file(log))
        expectFrame(terminal, "home") { $0.contains("VSM Shop") }
        terminal.type("1")
        expectFrame(terminal, "the blog list") { $0.contains("Author") && !$0.contains("VSM Shop") }
        terminal.type("q")
        #expect(terminal.waitForExit() == .exited(0))
        expectRestored(terminal, original: original)
        let lines = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("trace: ") }, "\(lines)")
        #expect(
            lines.contains { $0.contains("BlogFeature/") && $0.contains("[BlogListViewState]") && $0.contains(" -> ") },
            "\(lines)")
    }

    @Test func traceOnATerminalIsRefusedBeforeTakingItOver() throws {
        let (terminal, _) = try launch(["--trace"])
        #expect(terminal.waitForExit() == .exited(64))
        let lines = terminal.transcript.split(whereSeparator: \.isNewline)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: --trace in the interactive app writes to stderr") == true)
        #expect(!terminal.transcript.contains(Self.enterAlternateScreen))
    }

    @Test func sigtermRestoresTheTerminalAndExitsWith143() throws {
        let (terminal, original) = try launch()
        #expect(terminal.read(until: { $0.contains("VSM Shop") }))
        terminal.signal(SIGTERM)
        #expect(terminal.waitForExit() == .exited(128 + SIGTERM))
        expectRestored(terminal, original: original)
    }

    @Test func sighupRestoresTheTerminal() throws {
        let (terminal, original) = try launch()
        #expect(terminal.read(until: { $0.contains("VSM Shop") }))
        terminal.signal(SIGHUP)
        #expect(terminal.waitForExit() == .exited(128 + SIGHUP))
        expectRestored(terminal, original: original)
    }

    /// SIGINT sent from outside (in raw mode the Ctrl-C key is a key, not a signal).
    @Test func sigintRestoresTheTerminalAndExitsWith130() throws {
        let (terminal, original) = try launch()
        #expect(terminal.read(until: { $0.contains("VSM Shop") }))
        terminal.signal(SIGINT)
        #expect(terminal.waitForExit() == .exited(128 + SIGINT))
        expectRestored(terminal, original: original)
    }

    @Test(arguments: [SIGSEGV, SIGABRT, SIGBUS])
    func aCrashSignalRestoresTheTerminalAndStillDiesOfIt(signal: Int32) throws {
        // No core files from the crash on purpose (the limit is inherited by the program).
        var noCore = rlimit(rlim_cur: 0, rlim_max: 0)
        var current = rlimit()
        getrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &current)
        noCore.rlim_max = current.rlim_max
        setrlimit(__rlimit_resource_t(RLIMIT_CORE.rawValue), &noCore)

        let (terminal, original) = try launch()
        #expect(terminal.read(until: { $0.contains("VSM Shop") }))
        terminal.signal(signal)
        #expect(terminal.waitForExit() == .signaled(signal))
        expectRestored(terminal, original: original)
    }

    @Test(arguments: [(PseudoTerminal.Stream.devNull, PseudoTerminal.Stream.terminal), (.terminal, .devNull)])
    func withoutATerminalOnStdinOrStdoutItRefusesWithOneLine(
        input: PseudoTerminal.Stream, output: PseudoTerminal.Stream
    ) throws {
        let terminal = try PseudoTerminal(
            executable: try CLIAppProcess.binary(), arguments: ["--data-dir", scratch.path],
            environment: ["PATH": "/usr/bin:/bin"], standardInput: input, standardOutput: output)
        #expect(terminal.waitForExit() == .exited(1))
        let lines = terminal.transcript.split(whereSeparator: \.isNewline)
        #expect(lines.count == 1)
        #expect(lines.first?.hasPrefix("error: the interactive app needs a terminal") == true)
        #expect(!terminal.transcript.contains(Self.enterAlternateScreen))
    }
}
