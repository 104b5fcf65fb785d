import ArgumentParser
import Foundation
import TerminalUI

/// The interactive app: the home view and the features' views on the real terminal.
public enum InteractiveApp {
    /// Why the interactive app cannot run here, or `nil` when it can: it needs a terminal on both
    /// standard input and output (otherwise its escape sequences would garble a pipe or a file).
    public static func terminalProblem(inputIsTTY: Bool, outputIsTTY: Bool) -> CLIFailure? {
        guard !(inputIsTTY && outputIsTTY) else { return nil }
        let which =
            switch (inputIsTTY, outputIsTTY) {
            case (false, false): "standard input and output are not a terminal"
            case (false, _): "standard input is not a terminal"
            default: "standard output is not a terminal"
            }
        return CLIFailure(
            "the interactive app needs a terminal, but \(which); for scripts use a one-shot command such as "
                + "`cli-app products search oak` (see --help)")
    }

    /// Runs the app until the user quits; returns the exit code. The terminal is restored on every
    /// way out (see TerminalUI's `Terminal`).
    @MainActor
    public static func run(context: AppContext, terminal: Terminal = Terminal()) async -> ExitCode {
        if let problem = terminalProblem(
            inputIsTTY: Terminal.isTTY(terminal.inputDescriptor), outputIsTTY: Terminal.isTTY(terminal.outputDescriptor)
        ) {
            context.standardError.write(problem.line + "\n")
            return .failure
        }
        let status = ShopStatus(backendName: context.dependencies.backendName)
        var dependencies = context.dependencies
        dependencies.cart = status.observedCart(dependencies.cart)
        let runner = TerminalRunner(
            root: HomeView(), device: terminal, colorPolicy: context.colorPolicy, status: { status.text },
            routes: { Composition.view(for: $0, dependencies: dependencies) })
        runner.onNavigate = { status.refresh() }
        status.refresh()
        // --trace: every container of every view reports to the process-wide observer.
        context.trace?.install()
        defer {
            status.cancel()
            context.trace?.uninstall()
        }
        do {
            switch try await runner.run() {
            // A termination signal never ends the run: TerminalUI restores the terminal and exits
            // with 128 + n itself, so an end of input here is a real one.
            case .quit, .endOfInput: return .success
            case .outputClosed: return .failure  // quietly: there is nowhere left to say anything
            }
        } catch {
            context.standardError.write(CLIFailure("cannot use the terminal: \(error)").line + "\n")
            return .failure
        }
    }
}
