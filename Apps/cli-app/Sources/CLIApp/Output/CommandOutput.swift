import TerminalUI

/// The result of a one-shot command in both forms: what a person reads (the feature's own view of
/// its final state, as a ``Screen``) and what a script reads (a JSON document).
///
/// Each form is made only when it is rendered: a command prints one of them, and the other (20
/// search results as JSON documents, every SKU's prices as decimal strings) is work a one-shot
/// process would do for nothing.
@MainActor
public struct CommandOutput {
    private let screen: () -> Screen
    private let json: () -> any Encodable & Sendable

    /// - Parameters:
    ///   - screen: the feature view's screen; its title and body are printed, footer key hints are not.
    ///   - json: the JSON document (one of the `*Document` types).
    public init(
        screen: @escaping @autoclosure () -> Screen, json: @escaping @autoclosure () -> any Encodable & Sendable
    ) {
        self.screen = screen
        self.json = json
    }

    /// The text to print for a format.
    public func rendered(format: OutputFormat, colorPolicy: ColorPolicy, width: Int) throws -> String {
        switch format {
        case .json: try JSONOutput.encode(json())
        case .human: HumanOutput.render(screen(), colorPolicy: colorPolicy, width: width)
        }
    }
}
