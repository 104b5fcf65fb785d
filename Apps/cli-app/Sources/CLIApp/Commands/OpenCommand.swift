import ArgumentParser
import FeatureKit
import Services

/// `cli-app open <link>`: the interactive app at a deep link's screen, with home beneath it.
public struct OpenCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "open",
        abstract: "Start the interactive app at a link, with home beneath it (Esc goes back to it).",
        discussion: """
            Links: vsmshop://home, vsmshop://blog, vsmshop://blog/<entry id>, vsmshop://search?q=<term>, \\
            vsmshop://product/<product id>, vsmshop://product/<product id>?sku=<sku id>, vsmshop://cart, \\
            vsmshop://checkout, vsmshop://orders, vsmshop://orders/<order id>. \\
            Needs a terminal, as the interactive app does.
            """)

    @OptionGroup public var global: GlobalOptions

    @Argument(help: ArgumentHelp("Where to start, e.g. vsmshop://product/p-0315.", valueName: "link"))
    public var link: String

    public init() {}

    public func run() async throws {
        // The link is checked first: a usage error (64) whatever the terminal. Only the features'
        // link parsers run, which read no data, so any dependencies will do for the check.
        let link = link
        let route = try await MainActor.run { () throws(ValidationError) -> any LinkableRoute in
            do throws(DeepLinkError) {
                return try Composition.features(dependencies: .preview()).route(forLink: link)
            } catch {
                throw ValidationError(error.description)
            }
        }
        try await ShopCommand.launch(global) { _ in [route] }
    }
}
