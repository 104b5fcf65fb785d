import ArgumentParser
import FeatureKit
import Foundation
import HomeFeatureInterface
import TerminalUI
import VSMKit

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

    /// Runs the app until the user quits, showing `routes` above home (a deep link, or the stack
    /// `--resume` read back), and returns the exit code. On the way out the stack is saved for
    /// `--resume`. The terminal is restored on every way out (see TerminalUI's `Terminal`).
    @MainActor
    public static func run(
        context: AppContext, opening routes: [any LinkableRoute] = [], terminal: Terminal = Terminal()
    ) async -> ExitCode {
        if let problem = terminalProblem(
            inputIsTTY: Terminal.isTTY(terminal.inputDescriptor), outputIsTTY: Terminal.isTTY(terminal.outputDescriptor)
        ) {
            context.standardError.write(problem.line + "\n")
            return .failure
        }
        let status = ShopStatus(backendName: context.dependencies.backendName)
        var dependencies = context.dependencies
        dependencies.cart = status.observedCart(dependencies.cart)
        let navigation = AsyncStateContainer(state: RouteStack(root: HomeRoute.home, above: routes))
        let navigator = NavigatorView(
            state: ViewState(container: navigation), registry: Composition.features(dependencies: dependencies))
        let runner = TerminalRunner(
            root: navigator, device: terminal, colorPolicy: context.colorPolicy, status: { status.text })
        status.refresh()
        // --trace: every container of every view reports to the process-wide observer.
        context.trace?.install()
        defer {
            status.cancel()
            context.trace?.uninstall()
            save(navigation.state, context: context)
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

    /// The routes `--resume` reopens above home: the saved stack, or none (home) when nothing
    /// usable was saved, saying why on standard error when something was wrong with the file.
    @MainActor
    static func resumedRoutes(context: AppContext) -> [any LinkableRoute] {
        let saved: NavigationFile.Saved
        do {
            saved = try NavigationFile(dataDirectoryPath: context.dataDirectoryPath).load()
        } catch {
            context.standardError.write(
                CLIFailure("cannot resume, starting at home: \(error.localizedDescription)").line + "\n")
            return []
        }
        switch saved {
        case .missing, .otherVersion:
            return []
        case .corrupt(let movedTo):
            context.standardError.write(
                CLIFailure("the saved navigation was unreadable; kept it as \(movedTo.path), starting at home").line
                    + "\n")
            return []
        case .links(let links):
            let registry = Composition.features(dependencies: context.dependencies)
            let routes = links.dropFirst().compactMap { try? registry.route(forLink: $0) }
            return routes.count == links.count - 1 ? routes : []
        }
    }

    /// Saves the stack for `--resume`; a failure is one line on standard error, never a lost exit.
    @MainActor
    private static func save(_ stack: RouteStack, context: AppContext) {
        do {
            try NavigationFile(dataDirectoryPath: context.dataDirectoryPath).save(stack)
        } catch {
            context.standardError.write(
                CLIFailure("could not save where you were for --resume: \(error.localizedDescription)").line + "\n")
        }
    }
}
