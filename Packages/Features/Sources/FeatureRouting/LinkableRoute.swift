import TerminalUI

/// A feature's route that has a deep link: each feature's interface declares one (`BlogRoute`,
/// `CartRoute`, …) and parses its own paths, so adding a route touches that interface alone.
public protocol LinkableRoute: NavigationRoute {
    /// The route for `link`, or `nil` when the link is not one of this feature's forms.
    init?(link: DeepLink)
    /// The link that opens this route (what `--resume` stores, and what `init(link:)` reads back).
    var link: DeepLink { get }
    /// The links this feature understands, as a usage message lists them
    /// (`vsmshop://blog/<entry id>`).
    static var linkForms: [String] { get }
}
