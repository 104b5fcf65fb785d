import TerminalUI

/// The result of a one-shot command in both forms: what a person reads (the feature's own view of
/// its final state, as a ``Screen``) and what a script reads (a JSON document).
public struct CommandOutput: Sendable {
    /// The feature view's screen; its title and body are printed, footer key hints are not.
    public var screen: Screen
    /// The JSON document (one of the `*Document` types).
    public var json: any Encodable & Sendable

    public init(screen: Screen, json: any Encodable & Sendable) {
        self.screen = screen
        self.json = json
    }

    /// The text to print for a format.
    public func rendered(format: OutputFormat, colorPolicy: ColorPolicy, width: Int) throws -> String {
        switch format {
        case .json: try JSONOutput.encode(json)
        case .human: HumanOutput.render(screen, colorPolicy: colorPolicy, width: width)
        }
    }
}
