/// Whether output carries colours and styles (SGR escape sequences).
///
/// Follows the terminal conventions: off when `NO_COLOR` is set to anything non-empty
/// (https://no-color.org), when the user passed `--no-color`, or when the output is not a
/// terminal (a pipe or a file wants plain text).
public enum ColorPolicy: Hashable, Sendable {
    /// Colours and text attributes.
    case colored
    /// No SGR sequences at all.
    case monochrome

    /// The environment variables ``resolve(noColorFlag:environment:isTTY:)`` reads.
    public static let environmentVariables = ["NO_COLOR"]

    /// Decides the policy from the flag, the environment and whether output is a terminal.
    public static func resolve(noColorFlag: Bool, environment: [String: String], isTTY: Bool) -> ColorPolicy {
        if noColorFlag || !isTTY { return .monochrome }
        if let value = environment["NO_COLOR"], !value.isEmpty { return .monochrome }
        return .colored
    }

    /// True for ``colored``.
    public var usesColor: Bool { self == .colored }
}
