import ArgumentParser
import Foundation
import FoundationExt

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `cli-app`: the root command. With no subcommand it starts the interactive app (`shop`).
public struct CLIEntry: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cli-app",
        abstract: "Browse the blog, search the catalog and fill a cart, in the terminal.",
        discussion: """
            With no subcommand, starts the interactive app on the embedded data. Every subcommand \
            runs once and prints its result for scripts: human-readable by default, JSON with --json.
            Exit status: 0 success, 1 a failure you can act on (not found, network, a corrupt cart), \
            64 a usage error.
            """,
        version: CLIVersion.current,
        subcommands: [
            ShopCommand.self, OpenCommand.self, BlogCommand.self, ProductsCommand.self, CartCommand.self,
            OrdersCommand.self,
        ],
        defaultSubcommand: ShopCommand.self
    )

    /// The global options written before the subcommand's name (`cli-app --json blog list`).
    /// ArgumentParser parses a command's options from the whole command line and hands an option
    /// group's value on to a subcommand's `@OptionGroup` of the same type, so declaring them here
    /// as well makes them work on both sides of the subcommand with no rewriting of the arguments.
    /// Hidden here: every command's own help lists them.
    @OptionGroup(visibility: .hidden) var global: GlobalOptions

    public init() {}

    /// Parses the arguments and runs the command. Usage errors print one line on stderr and exit
    /// with 64; help, `--version` and completion scripts print as usual.
    public static func main(_ arguments: [String]? = nil) async {
        let code = await run(arguments)
        terminateProcess(code.rawValue)
    }

    /// Runs a command line with its output going to `output` and `error`, and returns its exit
    /// code instead of exiting: the whole app in-process, for tests.
    public static func run(_ arguments: [String], output: any TextOutput, error: any TextOutput) async -> ExitCode {
        await StandardStreams.$output.withValue(output) {
            await StandardStreams.$error.withValue(error) {
                await run(arguments)
            }
        }
    }

    /// Runs a command line (the process's arguments when `nil`) and returns its exit code. Help,
    /// `--version` and completion scripts go to ``StandardStreams/output``; errors to
    /// ``StandardStreams/error``, as one line.
    static func run(_ arguments: [String]?) async -> ExitCode {
        do {
            var command = try parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return .success
        } catch let code as ExitCode {
            // Commands print their own one-line failure before throwing an exit code.
            return code
        } catch {
            let code = exitCode(for: error)
            if code == .success {
                // --help, --version, --generate-completion-script: ArgumentParser's own output.
                StandardStreams.output.write(fullMessage(for: error) + "\n")
            } else {
                StandardStreams.error.write(usageErrorLine(for: error) + "\n")
            }
            return code
        }
    }

    /// The one line printed for a usage error: ArgumentParser's message without the usage lines
    /// that follow it, made safe for a terminal.
    static func usageErrorLine(for error: any Error) -> String {
        let message = message(for: error).split(separator: "\n").first.map(String.init) ?? "invalid arguments"
        let flat = message.replacingOccurrences(of: "Error: ", with: "").terminalSafeLine
        return "error: \(flat) (see --help)"
    }
}

/// `exit(3)`, as a free function: inside a command, ArgumentParser's `exit(withError:)` hides it.
private func terminateProcess(_ status: Int32) -> Never {
    exit(status)
}
