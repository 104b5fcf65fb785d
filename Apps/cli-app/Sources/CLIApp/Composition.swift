import BlogFeature
import CartFeature
import Foundation
import ProductFeature
import Services
import TerminalUI

/// The composition root: the one place that decides which services and which feature screens the
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

    /// The screen each entry of the home screen opens: each feature's root screen. Features never
    /// import each other; the product screens reach the cart through `dependencies.cart`.
    @MainActor
    static func routes(dependencies: Dependencies) -> HomeScreen.Routes {
        HomeScreen.Routes(
            blog: { BlogListScreen(dependencies: dependencies) },
            productSearch: { ProductSearchScreen(dependencies: dependencies) },
            cart: { CartScreen(dependencies: dependencies) }
        )
    }
}
