import ArgumentParser

/// `cli-app cart ...`: the cart's one-shot commands. The cart is kept in the data directory, so it
/// survives between runs.
public struct CartCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "cart",
        abstract: "Show and change the cart.",
        subcommands: [
            CartShowCommand.self, CartAddCommand.self, CartRemoveCommand.self, CartClearCommand.self,
            CartCheckoutCommand.self,
        ],
        defaultSubcommand: CartShowCommand.self)

    public init() {}
}
