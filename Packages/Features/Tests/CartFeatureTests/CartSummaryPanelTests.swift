import CartFeature
import CartFeatureInterface
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The cart's panel for home: the count and total, read again each time the panel appears again.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct CartSummaryPanelTests {
    private let size = TerminalSize(columns: 50, rows: 4)

    @Test func itReadsTheCartAgainWhenItAppearsAgainAndEnterOpensTheCart() async throws {
        var dependencies = Dependencies.test
        dependencies.cart = .inMemory(products: .stub())
        let panel = CartSummaryPanelView(dependencies: dependencies)
        panel.onAppear()
        try await waitUntil { panel.render(size: self.size).plainText.contains("Your cart is empty.") }

        _ = try await dependencies.cart.add(Fixtures.oakChair.skus[0].id, 2)  // added on another screen
        panel.onAppear()  // its host is back on top

        try await waitUntil { panel.render(size: self.size).plainText.contains("2 items · total") }
        #expect(panel.handle(.enter) == .route(CartRoute.cart))
    }
}
