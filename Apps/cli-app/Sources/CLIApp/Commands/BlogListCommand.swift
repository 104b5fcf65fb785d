import ArgumentParser
import BlogFeature

/// `cli-app blog list [--page N]`: one page of entries, newest first.
public struct BlogListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List blog entries, newest first.")

    @OptionGroup public var global: GlobalOptions

    @Option(help: "The page to show, from 1.")
    public var page = 1

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
