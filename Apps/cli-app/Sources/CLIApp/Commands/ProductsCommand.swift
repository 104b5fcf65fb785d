import ArgumentParser

/// `cli-app products ...`: the catalog's one-shot commands.
public struct ProductsCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "products",
        abstract: "Search the catalog and show products.",
        subcommands: [ProductsSearchCommand.self, ProductsShowCommand.self])

    public init() {}
}
