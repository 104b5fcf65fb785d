import ArgumentParser
import Foundation

/// The options every command takes. Their names are ``GlobalOptionName``'s, which
/// ``GlobalOptionPlacement`` moves behind the subcommand.
public struct GlobalOptions: ParsableArguments {
    @Option(
        name: .customLong(GlobalOptionName.api.rawValue),
        help: ArgumentHelp("Use a live HTTP backend at this base URL instead of the embedded data.", valueName: "url"),
        transform: TypedArgument.apiBaseURL)
    public var apiBaseURL: URL?

    @Option(
        name: .customLong(GlobalOptionName.dataDirectory.rawValue),
        help: ArgumentHelp(
            "Where the cart is kept (default: $XDG_DATA_HOME/vsm-shop or ~/.local/share/vsm-shop).", valueName: "path"),
        completion: .directory)
    public var dataDirectory: String?

    @Option(
        name: .customLong(GlobalOptionName.timeout.rawValue),
        help: ArgumentHelp(
            "With --api: the most one request may take, in seconds (0.1...300, default 10).", valueName: "seconds"))
    public var timeoutSeconds: Double = InputValidation.defaultTimeoutSeconds

    @Flag(name: .customLong(GlobalOptionName.json.rawValue), help: "Print machine-readable JSON instead of tables.")
    public var json = false

    @Flag(
        name: .customLong(GlobalOptionName.trace.rawValue),
        help: "Print every state transition with its origin to stderr.")
    public var trace = false

    @Flag(
        name: .customLong(GlobalOptionName.noColor.rawValue),
        help: "Print without colours or styles (also: NO_COLOR=1).")
    public var noColor = false

    public init() {}

    public func validate() throws {
        try InputValidation.timeout(timeoutSeconds)
    }

    /// `--timeout` as a duration (already validated).
    public var timeout: Duration {
        .milliseconds(Int64((timeoutSeconds * 1_000).rounded()))
    }

    /// How one-shot commands print.
    public var outputFormat: OutputFormat { json ? .json : .human }
}

/// The long name of each global option, spelled once: ``GlobalOptions`` declares its options with
/// these, and ``GlobalOptionPlacement`` moves exactly these.
public enum GlobalOptionName: String, CaseIterable, Sendable {
    case api
    case dataDirectory = "data-dir"
    case timeout
    case json
    case trace
    case noColor = "no-color"

    /// Whether the option takes a value (`--api URL`) rather than being a flag (`--json`).
    public var takesValue: Bool {
        switch self {
        case .api, .dataDirectory, .timeout: true
        case .json, .trace, .noColor: false
        }
    }

    /// As it is written on the command line: `--data-dir`.
    public var spelling: String { "--" + rawValue }
}
