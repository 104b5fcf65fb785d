import ArgumentParser
import Testing

@testable import CLIApp

/// The global options on every command, wherever they stand before a `--`: before the subcommand,
/// between a group and its command, after it. The commands are found from the command tree, so a
/// new command cannot be left out (nor one that forgets its `@OptionGroup`: the root would take
/// its global options and the command would never see them).
@Suite struct GlobalOptionsTests {
    /// A valid command line for each command that runs, without global options.
    static let sampleLines: [[String]: [String]] = [
        ["shop"]: [],
        ["open"]: ["vsmshop://cart"],
        ["blog", "list"]: [],
        ["blog", "show"]: ["1"],
        ["products", "search"]: ["oak"],
        ["products", "show"]: ["oak-table"],
        ["cart", "show"]: [],
        ["cart", "add"]: ["OAK-1"],
        ["cart", "remove"]: ["OAK-1"],
        ["cart", "clear"]: [],
        ["cart", "checkout"]: ["--yes"],
        ["orders", "list"]: [],
        ["orders", "show"]: ["o-000001"],
        ["orders", "sync"]: [],
    ]

    /// The path of every command without subcommands, e.g. `["blog", "show"]`.
    static func runnableCommands(
        under command: any ParsableCommand.Type = CLIEntry.self, path: [String] = []
    ) -> [[String]] {
        let subcommands = command.configuration.subcommands
        guard !subcommands.isEmpty else { return [path] }
        return subcommands.flatMap { subcommand in
            runnableCommands(under: subcommand, path: path + [subcommand.configuration.commandName ?? "?"])
        }
    }

    static let options = [
        "--api", "http://127.0.0.1:1", "--data-dir", "/tmp/x", "--timeout", "2", "--trace", "--no-color", "--json",
    ]

    /// The global options a command received, read through its `global` option group.
    private func globalOptions(of command: any ParsableCommand) throws -> GlobalOptions {
        let group = Mirror(reflecting: command).children.first { $0.label == "_global" }?.value
        return try #require(group as? OptionGroup<GlobalOptions>, "\(type(of: command)) has no `global`").wrappedValue
    }

    @Test func everyCommandHasASampleLine() {
        #expect(Set(Self.runnableCommands()) == Set(Self.sampleLines.keys))
    }

    @Test(arguments: runnableCommands())
    func everyGlobalOptionReachesTheCommandWhereverItStands(path: [String]) throws {
        let arguments = try #require(Self.sampleLines[path])
        let options = Self.options
        var placements = [
            options + path + arguments,
            path + arguments + options,
            Array(options.prefix(4)) + path + arguments + Array(options.dropFirst(4)),
        ]
        if path.count == 2 { placements.append([path[0]] + options + [path[1]] + arguments) }
        for line in placements {
            let global = try globalOptions(of: try CLIEntry.parseAsRoot(line))
            #expect(global.apiBaseURL?.port == 1, "\(line)")
            #expect(global.dataDirectory == "/tmp/x", "\(line)")
            #expect(global.timeout == .seconds(2), "\(line)")
            #expect(global.trace && global.noColor && global.json, "\(line)")
        }
    }

    @Test(arguments: runnableCommands())
    func everyCommandListsTheGlobalOptionsInItsHelp(path: [String]) async {
        let help = await CommandRun.run(path + ["--help"]).output
        for option in ["--api <url>", "--data-dir <path>", "--timeout <seconds>", "--json", "--trace", "--no-color"] {
            #expect(help.contains(option), "\(path): \(option)")
        }
    }

    @Test func theRootsHelpListsCommandsNotGlobalOptions() async {
        let help = await CommandRun.run(["--help"]).output
        #expect(help.contains("SUBCOMMANDS:"))
        // (Its overview mentions --json in a sentence.)
        for option in ["--api", "--data-dir", "--timeout", "--trace", "--no-color"] {
            #expect(!help.contains(option), "\(option)")
        }
    }
}
