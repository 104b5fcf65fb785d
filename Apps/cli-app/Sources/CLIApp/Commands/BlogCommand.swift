import ArgumentParser

/// `cli-app blog ...`: the blog's one-shot commands.
public struct BlogCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "blog",
        abstract: "Read the blog.",
        subcommands: [BlogListCommand.self, BlogShowCommand.self])

    public init() {}
}
