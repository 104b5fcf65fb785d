import Domain
import ProductFeature
import ProductFeatureInterface
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The product feature's panel for home: featured products, its own failure and retry.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FeaturedPanelTests {
    private let size = TerminalSize(columns: 60, rows: 6)

    @Test func itLoadsTheFeaturedProductsAndEnterOpensTheOneSelected() async throws {
        let panel = FeaturedPanelView(dependencies: .shop(products: .stub()), count: 2)
        panel.onAppear()
        try await waitUntil { panel.render(size: self.size).plainText.contains(Fixtures.oakChair.name) }

        _ = panel.handle(.down)
        #expect(panel.handle(.enter) == .route(ProductRoute.detail(Fixtures.linenShirt.id, sku: nil)))
    }

    @Test func aFailedLoadSaysWhyAndRRetries() async throws {
        let calls = CallLog<Void>()
        var products = ProductService.stub()
        let featured = products.featured
        products.featured = { count in
            calls.record(())
            if calls.calls.count == 1 { throw ServiceError.timeout }
            return try await featured(count)
        }
        let container = AsyncStateContainer(
            state: FeaturedViewState.initialized(loaderModel: FeaturedLoaderModel(productService: products, count: 2)))
        let recorder = StateRecorder(container)
        let panel = FeaturedPanelView(state: ViewState(container: container))
        panel.onAppear()
        try await waitUntil { container.state.failureMessage != nil }
        #expect(panel.render(size: size).plainText.contains("Could not load the products"))

        #expect(panel.handle(.character("r")) == .handled)

        try await waitUntil { if case .loaded = container.state { true } else { false } }
        #expect(recorder.states.map(\.description).first == "loading")
        #expect(calls.calls.count == 2)
    }
}
