import TerminalUI

/// What the blog lets another feature embed: a panel of its latest entries, which loads, fails and
/// retries on its own, and opens the chosen entry (`BlogRoute.entry`). The blog's implementation
/// makes the value (`BlogFeature.panels(dependencies:)`); a host only calls it.
public struct BlogPanels {
    /// A panel of the newest `count` entries.
    public var latestEntries: @MainActor (_ count: Int) -> any TerminalView

    public init(latestEntries: @escaping @MainActor (_ count: Int) -> any TerminalView) {
        self.latestEntries = latestEntries
    }
}
