import ArgumentParser
import BlogFeature
import Domain

/// `cli-app blog show ID`: one entry.
public struct BlogShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one blog entry.")

    @OptionGroup public var global: GlobalOptions

    @Argument(help: "The entry's number.")
    public var id: Int

    public init() {}

    public func validate() throws {
        try InputValidation.blogEntryID(id)
    }

    public func run() async throws {
        try await OneShot.run(global) { [id] context in
            let state = await context.traced {
                await BlogFeature.loadEntry(
                    id: BlogEntryID(id), dependencies: context.dependencies)
            }
            return try BlogOutput.entry(state, width: context.width)
        }
    }
}
