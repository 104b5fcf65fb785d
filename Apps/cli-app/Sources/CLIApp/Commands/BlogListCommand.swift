import ArgumentParser
import BlogFeature

/// `cli-app blog list [--page N]`: one page of entries, newest first.
public struct BlogListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List blog entries, newest first.")

    @OptionGroup public var global: GlobalOptions

    /// `--page`. Optional with the default in the help text (see `ProductsSearchCommand.limit`).
    @Option(name: .customLong("page"), help: "The page to show, from 1 (default 1).")
    public var requestedPage: Int?

    /// The page to show.
    public var page: Int { requestedPage ?? 1 }

    public init() {}

    public func validate() throws {
        try InputValidation.page(page)
    }

    public func run() async throws {
        try await OneShot.run(global) { [page] context in
            let state = await context.traced {
                await BlogFeature.loadList(
                    page: page, dependencies: context.dependencies)
            }
            return try BlogOutput.list(state, width: context.width)
        }
    }
}
