import FeatureKit
import HomeFeatureInterface
import TerminalUI
import VSMKit

extension HomeView {
    /// Home's named previews. Home knows no feature, so its panels here are fixed screens standing
    /// in for theirs (each feature previews its own panel).
    static var previews: [Preview] {
        [
            Preview("home: loaded") { _ in showing(loaded) },
            Preview("home: panels loading") { _ in
                showing(
                    [("Latest entries", "blog"), ("Featured products", "search"), ("Cart", "cart")].map {
                        title, label in
                        panel(title, label, Screen(title: title, lines: [Line([.spinner(), " Loading…"])]))
                    })
            },
            Preview("home: blog panel failed") { _ in
                showing([
                    panel(
                        "Latest entries", "blog",
                        .loadFailure(
                            title: "Latest entries", subject: "the entries", message: "the server failed (HTTP 503)")),
                    loaded[1], loaded[2],
                ])
            },
            Preview("home: empty panels") { _ in
                showing([
                    panel("Latest entries", "blog", ["No entries yet."]),
                    panel("Featured products", "search", ["Nothing featured."]),
                    panel("Cart", "cart", ["Your cart is empty."]),
                ])
            },
            Preview("home: cart panel focused", keys: [.tab, .tab]) { _ in showing(loaded) },
            Preview("home: long and unicode text") { _ in
                showing([
                    panel(
                        "Latest entries 最新の記事", "blog",
                        ["Caring for oak, walnut and ash furniture through every season 🌳  2023-11-14"]),
                    panel("Featured products", "search", ["Grand canapé en lin lavé, trois places 🛋️  $999.00"]),
                    panel("Cart · カート", "cart", ["3 items · $2,997.00"]),
                ])
            },
            Preview("home: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 16)]) { _ in showing(loaded) },
            Preview("home: no panels") { _ in showing([]) },
            Preview("home: one panel") { _ in showing([loaded[0]]) },
            Preview("home: four panels, the fourth focused", keys: [.backTab]) { _ in
                showing(loaded + [panel("Wishlist", "wishlist", ["Linen Shirt", "Oak Chair"])])
            },
        ]
    }

    /// The three panels of today's app, loaded.
    private static var loaded: [HomePanel] {
        [
            panel("Latest entries", "blog", ["How to care for oak  2023-11-14", "Why linen  2023-11-20"]),
            panel("Featured products", "search", ["Oak Chair  $199.00", "Linen Shirt  $59.00 – $65.00"]),
            panel("Cart", "cart", ["2 items · $398.00"]),
        ]
    }

    /// A stand-in panel showing `rows` under `title`, its number opening a stand-in screen.
    private static func panel(_ title: String, _ label: String, _ rows: [String]) -> HomePanel {
        panel(title, label, Screen(title: title, lines: rows.map { Line($0) }))
    }

    private static func panel(_ title: String, _ label: String, _ screen: Screen) -> HomePanel {
        HomePanel(title: title, shortcut: .init(label, opens: StandInRoute(name: label))) { _ in
            FixedScreenView(screen)
        }
    }

    private static func showing(_ panels: [HomePanel]) -> HomeView {
        HomeView(
            state: ViewState(wrappedValue: .showing(homeModel: HomeModel(panelCount: panels.count))), panels: panels)
    }
}

/// The screen a stand-in panel's number opens.
private struct StandInRoute: NavigationRoute {
    let name: String
}
