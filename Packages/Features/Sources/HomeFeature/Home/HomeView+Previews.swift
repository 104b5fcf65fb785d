import FeatureKit
import TerminalUI
import VSMKit

extension HomeView {
    /// Home's named previews. Home sees the other features through their interfaces only, so its
    /// panels here are fixed screens standing in for them (each feature previews its own panel).
    static var previews: [Preview] {
        let loaded = [
            panel("Latest entries", ["How to care for oak  2023-11-14", "Why linen  2023-11-20"]),
            panel("Featured products", ["Oak Chair  $199.00", "Linen Shirt  $59.00 – $65.00"]),
            panel("Cart", ["2 items · $398.00"]),
        ]
        return [
            Preview("home: loaded") { _ in showing(panels: loaded) },
            Preview("home: panels loading") { _ in
                showing(
                    panels: ["Latest entries", "Featured products", "Cart"].map { title in
                        FixedScreenView(Screen(title: title, lines: [Line([.spinner(), " Loading…"])]))
                    })
            },
            Preview("home: blog panel failed") { _ in
                showing(panels: [
                    FixedScreenView(
                        .loadFailure(
                            title: "Latest entries", subject: "the entries", message: "the server failed (HTTP 503)")),
                    loaded[1], loaded[2],
                ])
            },
            Preview("home: empty panels") { _ in
                showing(panels: [
                    panel("Latest entries", ["No entries yet."]), panel("Featured products", ["Nothing featured."]),
                    panel("Cart", ["Your cart is empty."]),
                ])
            },
            Preview("home: cart panel focused", keys: [.tab, .tab]) { _ in showing(panels: loaded) },
            Preview("home: long and unicode text") { _ in
                showing(panels: [
                    panel(
                        "Latest entries 最新の記事",
                        ["Caring for oak, walnut and ash furniture through every season 🌳  2023-11-14"]),
                    panel("Featured products", ["Grand canapé en lin lavé, trois places 🛋️  $999.00"]),
                    panel("Cart · カート", ["3 items · $2,997.00"]),
                ])
            },
            Preview("home: narrow terminal", sizes: [TerminalSize(columns: 30, rows: 16)]) { _ in
                showing(panels: loaded)
            },
        ]
    }

    private static func panel(_ title: String, _ rows: [String]) -> FixedScreenView {
        FixedScreenView(Screen(title: title, lines: rows.map { Line($0) }))
    }

    private static func showing(panels: [FixedScreenView]) -> HomeView {
        HomeView(state: ViewState(wrappedValue: .showing(homeModel: HomeModel())), panels: panels)
    }
}
