import CartFeatureInterface
import Domain
import FeatureKit
import ProductFeature
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The product detail: load, choose a colour then a size, add to cart once however often pressed.
@MainActor
struct ProductDetailTests {
    private let shirt = Fixtures.linenShirt

    private let size = TerminalSize(columns: 80, rows: 30)

    /// The loaded state with the `colour` and `size` SKU chosen.
    private func loaded(
        _ product: Product, _ colour: String?, _ size: String?, _ status: AddToCartStatus = .ready
    ) -> ProductDetailViewState {
        .loaded(
            loadedModel: ProductDetailLoadedModel(
                cartService: .unimplemented, product: product, selectedSKU: product.sku(colour: colour, size: size),
                addStatus: status))
    }

    /// A detail view whose product has loaded, and its container.
    private func loadedView(
        _ product: Product, cart: CartService
    ) async throws -> (ProductDetailView, AsyncStateContainer<ProductDetailViewState>) {
        let loaderModel = ProductDetailLoaderModel(productService: .stub(), cartService: cart, productID: product.id)
        let container = AsyncStateContainer(state: ProductDetailViewState.initialized(loaderModel: loaderModel))
        let view = ProductDetailView(state: ViewState(container: container))
        view.onAppear()
        try await waitUntil { container.state.product != nil }
        return (view, container)
    }

    @Test func loadingAProductChoosesItsFirstVariantInStock() async {
        let loader = ProductDetailLoaderModel(productService: .stub(), cartService: .unimplemented, productID: shirt.id)
        let container = AsyncStateContainer(state: ProductDetailViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadProduct())

        await recorder.expectStates([.loading(errorModel: nil), loaded(shirt, "White", "S")])
    }

    @Test func anOutOfStockVariantIsShownButCannotBeAdded() async {
        guard case .loaded(let navyLarge) = loaded(shirt, "Navy", "L") else { return }
        let container = AsyncStateContainer(state: ProductDetailViewState.loaded(loadedModel: navyLarge))
        let recorder = StateRecorder(container)

        #expect(navyLarge.selectedSKU?.stock == 0)
        #expect(!navyLarge.canAddToCart)
        container.observe(navyLarge.addToCart())  // the unimplemented cart fails the test if called

        await recorder.expectStates([loaded(shirt, "Navy", "L", .failed(reason: "Navy / L is out of stock"))])
    }

    @Test func twoAddPressesDuringOneInFlightAddPerformOneAdd() async throws {
        let adds = CallLog<SKUID>()
        let inFlight = Gate<Void>()
        var cart = CartService.unimplemented
        cart.add = { sku, quantity in
            adds.record(sku)
            await inFlight.pass()
            var stored = Cart()
            try stored.add(Fixtures.linenShirt.skus[0], of: Fixtures.linenShirt, quantity: quantity)
            return stored
        }
        let (view, container) = try await loadedView(shirt, cart: cart)
        let recorder = StateRecorder(container)

        #expect(view.handle(.character("a")) == .handled)
        try await inFlight.waitUntilEntered()
        #expect(view.render(size: size).containsSpinner)
        _ = view.handle(.character("a"))
        _ = view.handle(.enter)
        _ = view.handle(.right)  // the choice stays while the add is in flight
        inFlight.open()

        await recorder.expectStates([
            loaded(shirt, "White", "S", .adding),
            loaded(shirt, "White", "S", .added(sku: "fx-linen-shirt-white-s", cartItemCount: 1)),
        ])
        #expect(adds.calls == ["fx-linen-shirt-white-s"])
    }

    @Test func aFailedAddSaysWhyAndKeepsTheChoice() async throws {
        let cart = CartService.failing(CartError.exceedsStock("fx-linen-shirt-white-s", requested: 9, available: 8))
        let (view, container) = try await loadedView(shirt, cart: cart)
        let recorder = StateRecorder(container)

        _ = view.handle(.character("a"))

        await recorder.expectStates([
            loaded(shirt, "White", "S", .adding),
            loaded(
                shirt, "White", "S",
                .failed(reason: "only 8 of fx-linen-shirt-white-s in stock, cannot have 9 in the cart")),
        ])
    }

    @Test func theEmbeddedPickerReportsEachChoiceAndTheParentKeepsItsSKU() async throws {
        let (view, container) = try await loadedView(shirt, cart: .unimplemented)
        let recorder = StateRecorder(container)

        _ = view.handle(.right)  // colour: White → Navy
        _ = view.handle(.down)  // focus the size row: the same SKU, not a choice
        _ = view.handle(.right)  // size: S → M

        await recorder.expectStates([loaded(shirt, "Navy", "S"), loaded(shirt, "Navy", "M")])
        let screen = view.render(size: size)
        #expect(screen.plainText.contains("SKU fx-linen-shirt-navy-m"))
        // The rows and the focus are the picker's own state, kept across renders.
        #expect(screen.lines[screen.focusedLine ?? 0].plainText.hasPrefix("› Size"))
    }

    @Test func movingBetweenTheRowsKeepsTheLastAddsResultAndANewChoiceClearsIt() async throws {
        var cart = CartService.unimplemented
        cart.add = { _, quantity in
            var stored = Cart()
            try stored.add(Fixtures.linenShirt.skus[0], of: Fixtures.linenShirt, quantity: quantity)
            return stored
        }
        let (view, container) = try await loadedView(shirt, cart: cart)
        let added = loaded(shirt, "White", "S", .added(sku: "fx-linen-shirt-white-s", cartItemCount: 1))
        _ = view.handle(.character("a"))
        try await waitUntil { container.state == added }
        let recorder = StateRecorder(container)

        _ = view.handle(.down)  // the size row: still White / S, still added
        _ = view.handle(.up)
        #expect(view.render(size: size).plainText.contains("✓ Added White / S to the cart"))
        _ = view.handle(.right)  // White → Navy: a new choice

        await recorder.expectStates([loaded(shirt, "Navy", "S")])
        #expect(!view.render(size: size).plainText.contains("✓ Added"))
    }

    @Test func aChoiceClearsTheLastAddsResult() {
        guard
            case .loaded(let added) = loaded(
                shirt, "White", "S", .added(sku: "fx-linen-shirt-white-s", cartItemCount: 1))
        else { return }

        #expect(added.choosing(shirt.sku(colour: "Navy", size: "M")) == loaded(shirt, "Navy", "M"))
    }

    @Test func aDeepLinkedSKUIsWhereThePickerStarts() async throws {
        let loader = ProductDetailLoaderModel(
            productService: .stub(), cartService: .unimplemented, productID: shirt.id,
            preferredSKU: "fx-linen-shirt-navy-m")
        let container = AsyncStateContainer(state: ProductDetailViewState.initialized(loaderModel: loader))
        let view = ProductDetailView(state: ViewState(container: container))

        view.onAppear()
        try await waitUntil { container.state.product != nil }

        #expect(container.state == loaded(shirt, "Navy", "M"))
        #expect(view.render(size: size).plainText.contains("› Colour   White  [Navy]"))
    }

    @Test func cAsksForTheCartAsARoute() async throws {
        let (view, _) = try await loadedView(shirt, cart: .unimplemented)

        #expect(view.handle(.character("c")) == .route(CartRoute.cart))
    }

    @Test func anUnknownProductEndsInAnErrorThatRetries() async {
        let state = await ProductFeature.loadProduct(id: "nope", dependencies: .shop(products: .stub()))

        guard case .loading(let errorModel?) = state else {
            Issue.record("expected an error, got \(state)")
            return
        }
        #expect(errorModel.message == "not found: product nope")
    }
}
