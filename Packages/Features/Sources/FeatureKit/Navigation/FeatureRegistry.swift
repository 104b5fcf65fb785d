import TerminalUI

/// Every feature the app (or a preview) runs: parses links into routes and routes into views by
/// asking each registration in turn. The app builds it once, one line per feature.
@MainActor
public struct FeatureRegistry {
    /// The registered features, in registration order (tests derive what they check from it).
    public let features: [FeatureRegistration]

    public init(_ features: [FeatureRegistration]) {
        self.features = features
    }

    /// Every link form the registered features understand, in registration order.
    public var linkForms: [String] { features.flatMap(\.linkForms) }

    /// The route `text` links to.
    /// - Throws: ``DeepLinkError`` when `text` is not a link, or no feature has that form.
    public func route(forLink text: String) throws(DeepLinkError) -> any LinkableRoute {
        guard let link = DeepLink(text) else { throw DeepLinkError(text: text, validForms: linkForms) }
        guard let route = route(for: link) else { throw DeepLinkError(text: text, validForms: linkForms) }
        return route
    }

    /// The route `link` leads to, if a registered feature has its form.
    public func route(for link: DeepLink) -> (any LinkableRoute)? {
        features.lazy.compactMap { $0.route(for: link) }.first
    }

    /// The view `route` leads to, from the feature that owns it.
    public func view(for route: any NavigationRoute) -> (any TerminalView)? {
        features.lazy.compactMap { $0.view(for: route) }.first
    }
}
