import ArgumentParser
import Foundation

/// The options every command takes. Each command includes them with `@OptionGroup`, and so does
/// the root command (hidden there), which is what lets them stand anywhere before a `--`: the root
/// takes them from the whole command line, and ArgumentParser hands its parsed value to the
/// subcommand's `@OptionGroup` of the same type.
///
/// Every option names its flag (`.customLong`) instead of letting ArgumentParser derive it from the
/// property's name: a subcommand's parse builds this group's arguments about ten times, and each
/// time the derived names are worked out again.
public struct GlobalOptions: ParsableArguments {
    /// The text of `--api`; ``apiBaseURL`` is the URL `validate()` accepted.
    @Option(
        name: .customLong("api"),
        help: ArgumentHelp("Use a live HTTP backend at this base URL instead of the embedded data.", valueName: "url"))
    public var api: String?

    @Option(
        name: .customLong("data-dir"),
        help: ArgumentHelp(
            "Where the cart is kept (default: $XDG_DATA_HOME/vsm-shop or ~/.local/share/vsm-shop).", valueName: "path"),
        completion: .directory)
    public var dataDirectory: String?

    @Option(
        name: .customLong("timeout"),
        help: ArgumentHelp(
            "With --api: the most one request may take, in seconds (0.1...300, default 10).", valueName: "seconds"))
    public var timeoutSeconds: Double = InputValidation.defaultTimeoutSeconds

    @Flag(name: .customLong("json"), help: "Print machine-readable JSON instead of tables.")
    public var json = false

    @Flag(name: .customLong("trace"), help: "Print every state transition with its origin to stderr.")
    public var trace = false

    @Flag(name: .customLong("no-color"), help: "Print without colours or styles (also: NO_COLOR=1).")
    public var noColor = false

    public init() {}

    public func validate() throws {
        if let api { _ = try InputValidation.apiBaseURL(api) }
        try InputValidation.timeout(timeoutSeconds)
    }

    /// `--api` as a URL (`validate()` refused any text that is not one).
    public var apiBaseURL: URL? {
        api.flatMap { try? InputValidation.apiBaseURL($0) }
    }

    /// `--timeout` as a duration (already validated).
    public var timeout: Duration {
        .milliseconds(Int64((timeoutSeconds * 1_000).rounded()))
    }

    /// How one-shot commands print.
    public var outputFormat: OutputFormat { json ? .json : .human }
}
