import TerminalUI

/// What the product feature lets another feature embed: a panel of featured products, which loads,
/// fails and retries on its own, and opens the chosen product (`ProductRoute.detail`). The
/// implementation makes the value (`ProductFeature.panels(dependencies:)`); a host only calls it.
public struct ProductPanels {
    /// A panel of `count` featured products.
    public var featured: @MainActor (_ count: Int) -> any TerminalView

    public init(featured: @escaping @MainActor (_ count: Int) -> any TerminalView) {
        self.featured = featured
    }
}
