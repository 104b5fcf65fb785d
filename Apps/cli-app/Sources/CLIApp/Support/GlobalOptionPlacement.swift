/// Lets the global options come before the subcommand (`cli-app --json blog list`) as well as after
/// it. ArgumentParser only accepts a subcommand's options after its name, so leading global options
/// are moved behind the subcommand before parsing.
enum GlobalOptionPlacement {
    /// Global options that take a value.
    static let valued: Set<String> = ["--api", "--data-dir", "--timeout"]
    /// Global flags.
    static let flags: Set<String> = ["--json", "--trace", "--no-color"]

    /// The arguments with leading global options moved to the end (before a `--` terminator).
    static func normalize(_ arguments: [String]) -> [String] {
        var leading: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                leading.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < arguments.count {
                leading += [argument, arguments[index + 1]]
                index += 2
            } else {
                break
            }
        }
        guard !leading.isEmpty, index < arguments.count else { return arguments }
        var rest = Array(arguments[index...])
        let terminator = rest.firstIndex(of: "--") ?? rest.endIndex
        rest.insert(contentsOf: leading, at: terminator)
        return rest
    }

    /// The arguments without any global option (nor the value of one that takes a value), up to a
    /// `--` terminator. Parsing these finds what is wrong with a command line besides its global
    /// options: an unknown subcommand is reported only once no global option stands in the way.
    static func removingGlobalOptions(_ arguments: [String]) -> [String] {
        var kept: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" {
                kept += arguments[index...]
                break
            }
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                index += 1
            } else if valued.contains(argument) {
                index += 2
            } else {
                kept.append(argument)
                index += 1
            }
        }
        return kept
    }
}
