import TerminalUI

/// What the cart lets another feature embed: a summary (items and total) that loads and fails on
/// its own, reloads each time it appears again (so an item added elsewhere shows when the host
/// comes back on top), and opens the cart (`CartRoute.cart`). The implementation makes the value
/// (`CartFeature.panels(dependencies:)`); a host only calls it.
public struct CartPanels {
    /// The cart's summary.
    public var summary: @MainActor () -> any TerminalView

    public init(summary: @escaping @MainActor () -> any TerminalView) {
        self.summary = summary
    }
}
