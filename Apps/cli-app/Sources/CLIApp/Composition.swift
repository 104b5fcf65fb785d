import BlogFeature
import CartFeature
import CheckoutFeature
import FeatureKit
import Foundation
import HomeFeature
import HomeFeatureInterface
import ProductFeature
import Services
import TerminalUI

/// The composition root: the one place that decides which services and which feature views the
/// app runs with. Everything else receives what is built here.
enum Composition {
    /// The services for a backend: the embedded data by default, a live HTTP backend with `--api`
    /// (each request limited to `timeout`). The cart lives in the data directory either way.
    /// - Throws: the cart store's error when the data directory cannot be created or written.
    static func dependencies(backend: Backend, dataDirectoryPath: String, timeout: Duration) throws -> Dependencies {
        switch backend {
        case .embedded: try Dependencies.local(dataDirectoryPath: dataDirectoryPath)
        case .live(let url):
            try Dependencies.live(
                baseURL: url, dataDirectory: URL(fileURLWithPath: dataDirectoryPath, isDirectory: true),
                timeout: timeout)
        }
    }

    /// Every feature the app runs, one registration line each: the one place that knows every
    /// feature's implementation. Features know each other only through their interfaces (a route,
    /// a panel). `make new-feature … WIRE=1` inserts its lines above the markers: keep them.
    @MainActor
    static func features(dependencies: Dependencies) -> FeatureRegistry {
        FeatureRegistry([
            HomeFeature.registration(panels: homePanels(dependencies: dependencies)),
            BlogFeature.registration(dependencies: dependencies),
            ProductFeature.registration(dependencies: dependencies),
            CartFeature.registration(dependencies: dependencies),
            CheckoutFeature.registration(dependencies: dependencies),
            // ── new-feature.sh inserts registrations above ──
        ])
    }

    /// Home's panels, in the order shown: each declared by its own feature's interface. Adding,
    /// removing or reordering a panel changes this list only.
    @MainActor
    static func homePanels(dependencies: Dependencies) -> [HomePanel] {
        [
            BlogFeature.homePanel(dependencies: dependencies),
            ProductFeature.homePanel(dependencies: dependencies),
            CartFeature.homePanel(dependencies: dependencies),
            // ── new-feature.sh inserts home panels above ──
        ]
    }
}
