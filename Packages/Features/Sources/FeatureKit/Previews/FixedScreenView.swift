import TerminalUI

/// A view that always shows one screen and ignores every key: a stand-in in previews, e.g. a panel
/// of another feature that a host's preview cannot make (it sees that feature's interface only).
@MainActor
public struct FixedScreenView: TerminalView {
    private let screen: Screen

    public init(_ screen: Screen) {
        self.screen = screen
    }

    public func render(size: TerminalSize) -> Screen { screen }

    public func handle(_ key: Key) -> KeyOutcome { .ignored }
}
