/// Lets the global options stand anywhere before a `--` terminator: before the subcommand
/// (`cli-app --json blog list`), between a group and its subcommand (`cli-app blog --json list`) or
/// after it. ArgumentParser accepts a subcommand's options only after the subcommand's name, so
/// every global option is moved to the end (before a `--`) before parsing. The names come from
/// ``GlobalOptionName``, the ones ``GlobalOptions`` declares.
enum GlobalOptionPlacement {
    /// Global options that take a value.
    static let valued = Set(GlobalOptionName.allCases.filter(\.takesValue).map(\.spelling))
    /// Global flags.
    static let flags = Set(GlobalOptionName.allCases.filter { !$0.takesValue }.map(\.spelling))

    /// The arguments with every global option (and its value) moved behind the others, in their
    /// order, and before a `--` terminator; what follows the terminator is left alone.
    static func normalize(_ arguments: [String]) -> [String] {
        let end = arguments.firstIndex(of: "--") ?? arguments.endIndex
        var others: [String] = []
        var globals: [String] = []
        var index = 0
        while index < end {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            if flags.contains(argument) || (valued.contains(name) && argument.contains("=")) {
                globals.append(argument)
                index += 1
            } else if valued.contains(argument), index + 1 < end {
                globals += [argument, arguments[index + 1]]
                index += 2
            } else {
                others.append(argument)
                index += 1
            }
        }
        return others + globals + arguments[end...]
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
