import TerminalUI

/// What a feature's implementation hands the app: the route type of its interface (which parses
/// the feature's links) and the view for each of its routes. The app registers one per feature,
/// `BlogFeature.registration(dependencies:)`, and never looks inside.
@MainActor
public struct FeatureRegistration {
    /// The link forms of the feature's routes, for usage messages.
    public let linkForms: [String]
    private let parse: (DeepLink) -> (any LinkableRoute)?
    private let makeView: (any NavigationRoute) -> (any TerminalView)?

    /// A feature whose routes are `Route`, each opened by `view`.
    public init<Route: LinkableRoute>(_ route: Route.Type, view: @escaping @MainActor (Route) -> any TerminalView) {
        linkForms = Route.linkForms
        parse = { Route(link: $0) }
        makeView = { ($0 as? Route).map(view) }
    }

    /// The feature's route for `link`, if the link is one of its forms.
    public func route(for link: DeepLink) -> (any LinkableRoute)? { parse(link) }

    /// The feature's view for `route`, if the route is one of its own.
    public func view(for route: any NavigationRoute) -> (any TerminalView)? { makeView(route) }
}
