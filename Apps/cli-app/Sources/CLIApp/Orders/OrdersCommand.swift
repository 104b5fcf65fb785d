import ArgumentParser
import Domain
import Services

/// `cli-app orders ...`: the customer's orders (the local order book, or the API's with `--api`
/// and a token).
public struct OrdersCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "orders",
        abstract: "List and show orders; finish a checkout a crash left pending.",
        subcommands: [OrdersListCommand.self, OrdersShowCommand.self, OrdersSyncCommand.self],
        defaultSubcommand: OrdersListCommand.self)

    public init() {}
}

/// `cli-app orders list`: newest first.
public struct OrdersListCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the orders, newest first.")

    @OptionGroup public var global: GlobalOptions
    @OptionGroup public var tokenOptions: TokenOptions

    public init() {}

    public func run() async throws {
        try await OrderCommands.run(global, tokenOptions) { dependencies, _ in
            OrderOutput.list(try await dependencies.orders.orders())
        }
    }
}

/// `cli-app orders show ID`.
public struct OrdersShowCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(commandName: "show", abstract: "Show one order.")

    @OptionGroup public var global: GlobalOptions
    @OptionGroup public var tokenOptions: TokenOptions

    /// `validate()` checks it and trims it.
    @Argument(help: "The order's id.", transform: { OrderID($0) })
    public var id: OrderID

    public init() {}

    public mutating func validate() throws {
        id = try InputValidation.identifier(id, kind: "order id")
    }

    public func run() async throws {
        try await OrderCommands.run(global, tokenOptions) { [id] dependencies, context in
            OrderOutput.order(try await dependencies.orders.order(id), width: context.width)
        }
    }
}

/// `cli-app orders sync`: finishes a checkout a crash (or a lost connection) left pending, with its
/// own key, so it is placed once at most.
public struct OrdersSyncCommand: AsyncParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "sync", abstract: "Finish a checkout left pending by a crash or a lost connection.")

    @OptionGroup public var global: GlobalOptions
    @OptionGroup public var tokenOptions: TokenOptions

    public init() {}

    public func run() async throws {
        try await OrderCommands.run(global, tokenOptions) { dependencies, context in
            OrderOutput.sync(try await OrderCommands.checkout(dependencies).resumePending(), width: context.width)
        }
    }
}
