import BlogFeature
import CartFeature
import FeatureKit
import Foundation
import ProductFeature
import Services
import TerminalUI

/// The composition root: the one place that decides which services and which feature views the
/// app runs with. Everything else receives what is built here.
enum Composition {
    /// The services for a backend: the embedded data by default, a live HTTP backend with `--api`
    /// (each request limited to `timeout`). The cart lives in `dataDirectory` either way.
    /// - Throws: the cart store's error when the data directory cannot be created or written.
    static func dependencies(backend: Backend, dataDirectory: URL, timeout: Duration) throws -> Dependencies {
        switch backend {
        case .embedded: try Dependencies.local(dataDirectory: dataDirectory)
        case .live(let url): try Dependencies.live(baseURL: url, dataDirectory: dataDirectory, timeout: timeout)
        }
    }

    /// The view a route leads to, from the feature that owns the route. Features never import each
    /// other: they return routes (`.route(Route.cart)`), and this is the one place that knows every
    /// feature. The product views reach the cart through `dependencies.cart`.
    @MainActor
    static func view(for route: any NavigationRoute, dependencies: Dependencies) -> (any TerminalView)? {
        guard let route = route as? Route else { return nil }
        let features = [
            BlogFeature.view(for:dependencies:), ProductFeature.view(for:dependencies:),
            CartFeature.view(for:dependencies:),
        ]
        return features.lazy.compactMap { $0(route, dependencies) }.first
    }
}
