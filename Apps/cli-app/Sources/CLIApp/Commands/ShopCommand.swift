import ArgumentParser
import FeatureKit
import Foundation
import TerminalUI

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `cli-app` and `cli-app shop`: the interactive app, at home or (`--resume`) where it was left.
public struct ShopCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "shop",
        abstract: "Start the interactive app (the default).",
        discussion: """
            Needs a terminal: standard input and output must both be a TTY. On quit it saves where you \
            were (the screens open) in the data directory; --resume reopens them.
            """)

    @OptionGroup public var global: GlobalOptions

    /// Named, not derived from the property: as the root's default command this is reflected in
    /// every parse (see ``GlobalOptions``).
    @Flag(
        name: .customLong("resume"),
        help: "Reopen the screens that were open when the app last quit (home when none were saved).")
    public var resume = false

    public init() {}

    public func run() async throws {
        let resume = resume
        try await Self.launch(global) { context in resume ? InteractiveApp.resumedRoutes(context: context) : [] }
    }

    /// Starts the interactive app with `routes` above home, after the checks every way in shares.
    static func launch(
        _ global: GlobalOptions, routes: @MainActor (AppContext) -> [any LinkableRoute]
    ) async throws {
        // Checked here, not in `validate()`: as the default command, `shop` is also what a mistyped
        // command name lands in (`cli-app --json frob`), and only once `validate()` has passed does
        // ArgumentParser report the word it could not place.
        if global.json { throw ValidationError("--json is for one-shot commands, not the interactive app") }
        if global.trace, Terminal.isTTY(STDERR_FILENO) {
            // Trace lines on the terminal would tear through the full-screen app.
            throw ValidationError("--trace in the interactive app writes to stderr: redirect it, e.g. 2>trace.log")
        }
        // Before the context: without a terminal nothing should be created (not even the data directory).
        if let problem = InteractiveApp.terminalProblem(
            inputIsTTY: Terminal.isTTY(STDIN_FILENO), outputIsTTY: Terminal.isTTY(STDOUT_FILENO))
        {
            StandardStreams.error.write(problem.line + "\n")
            throw ExitCode.failure
        }
        let context = try AppContext(options: global)
        let code = await InteractiveApp.run(context: context, opening: await routes(context))
        if code != .success { throw code }
    }
}
