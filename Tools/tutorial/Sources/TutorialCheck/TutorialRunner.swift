import Foundation
import FoundationExt
import ProcessTestSupport

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Follows the steps in a copy of the repository, as a reader would, and stops at the first that
/// no longer matches, naming it.
public struct TutorialRunner {
    /// The copy's root: commands run there, files are edited there.
    public let root: String
    /// How long a screen may take to show what the tutorial says (it may build the app first).
    public var screenTimeout: Duration = .seconds(900)
    /// Where each line of progress goes.
    public var log: (String) -> Void = { print($0) }

    public init(root: String) {
        self.root = root
    }

    public func run(_ steps: [TutorialStep]) throws(TutorialFailure) {
        for step in steps {
            log("==> tutorial step \(step.title)")
            for action in step.actions {
                do {
                    try perform(action)
                } catch {
                    throw TutorialFailure("tutorial-check: step \(step.title): \(error.message)")
                }
            }
        }
    }

    private func perform(_ action: TutorialAction) throws(TutorialFailure) {
        switch action {
        case .command(let command, let line):
            log("$ \(command)")
            let status = shell(command)
            guard status == 0 else {
                throw TutorialFailure("line \(line): `\(command)` failed with exit status \(status)")
            }
        case .edit(let edit, let line):
            log("edit \(edit.path)")
            do {
                try edit.apply(under: root)
            } catch {
                throw TutorialFailure("line \(line): \(error.message)")
            }
        case .interactive(let command, let shows, let quit, let line):
            log("$ \(command)   (in a terminal, expecting: \(shows.joined(separator: " | ")))")
            try checkScreen(of: command, shows: shows, quit: quit, line: line)
        }
    }

    /// Runs `command` with bash at the root, its output passed through; returns its exit status.
    private func shell(_ command: String) -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", command]
        process.currentDirectoryURL = URL(fileURLWithPath: root)
        do {
            try process.run()
        } catch {
            return -1
        }
        process.waitUntilExit()
        return process.terminationStatus
    }

    /// Opens `command` in a pseudo-terminal, waits until the screen shows every line of `shows`,
    /// then leaves it by typing `quit`.
    private func checkScreen(of command: String, shows: [String], quit: String, line: Int) throws(TutorialFailure) {
        var environment = ProcessInfo.processInfo.environment
        environment["TERM"] = environment["TERM"].flatMap { $0 == "dumb" ? nil : $0 } ?? "xterm-256color"
        let terminal: PseudoTerminal
        do {
            terminal = try PseudoTerminal(
                executable: "/bin/bash", arguments: ["-c", "cd \(shellQuoted(root)) && exec \(command)"],
                environment: environment, columns: 120, rows: 40)
        } catch {
            throw TutorialFailure("line \(line): cannot start `\(command)` in a terminal: \(error)")
        }
        defer { kill(-terminal.pid, SIGKILL) }
        let seen = terminal.read(
            until: { transcript in
                let screen = TerminalSanitizer.sanitize(transcript)
                return shows.allSatisfy { screen.contains($0) }
            }, timeout: screenTimeout)
        guard seen else {
            let screen = TerminalSanitizer.sanitize(terminal.transcript)
            let missing = shows.filter { !screen.contains($0) }
            let tail = screen.split(separator: "\n").suffix(8).joined(separator: " / ")
            throw TutorialFailure(
                "line \(line): `\(command)` never showed \(missing.map { "\"\($0)\"" }.joined(separator: ", ")); "
                    + "the screen's last lines: \(tail)")
        }
        terminal.type(quit)
        guard terminal.waitForExit(timeout: .seconds(30)) != nil else {
            throw TutorialFailure("line \(line): `\(command)` did not quit on `\(quit)`")
        }
    }

    private func shellQuoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
