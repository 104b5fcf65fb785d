import ArgumentParser
import ProductFeature

/// `cli-app products search TERM [--limit N]`: the best matches for a term.
public struct ProductsSearchCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search products by name, brand or description.")

    @OptionGroup public var global: GlobalOptions

    /// The term as searched: `validate()` checks it and trims it.
    @Argument(help: "What to look for, e.g. \"oak chair\".")
    public var term: String

    /// `--limit`. Optional with the default in the help text, not `= 20`: ArgumentParser describes a
    /// default value on every parse, which costs the command three runtime conformance lookups.
    @Option(
        name: .customLong("limit"),
        help:
            "The most results to show (\(InputValidation.searchLimits.lowerBound)...\(InputValidation.searchLimits.upperBound), default 20)."
    )
    public var requestedLimit: Int?

    /// How many results to show.
    public var limit: Int { requestedLimit ?? 20 }

    public init() {}

    public mutating func validate() throws {
        term = try InputValidation.searchTerm(term)
        try InputValidation.limit(limit)
    }

    public func run() async throws {
        try await OneShot.run(global) { [term, limit] context in
            let state = await context.traced {
                await ProductFeature.search(
                    term, limit: limit, dependencies: context.dependencies)
            }
            return try ProductOutput.search(state, query: term, width: context.width)
        }
    }
}
