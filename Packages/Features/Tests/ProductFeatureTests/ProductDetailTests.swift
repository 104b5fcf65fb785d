import Domain
import FeatureKitTesting
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

    private func loaded(
        _ product: Product, _ colour: String?, _ size: String?, _ status: AddToCartStatus = .ready
    )
        -> ProductDetailViewState
    {
        let model = ProductDetailModel(cart: .unimplemented, product: product)
        var state = ProductDetailViewState.loaded(model)
        if let colour, case .loaded(let current) = state { state = current.choosingColour(colour) }
        if let size, case .loaded(let current) = state { state = current.choosingSize(size) }
        guard status != .ready, case .loaded(let chosen) = state else { return state }
        return .loaded(
            ProductDetailModel(
                cart: .unimplemented, product: product, selectedColour: chosen.selectedColour,
                selectedSize: chosen.selectedSize, addStatus: status))
    }

    /// A detail screen whose product has loaded.
    private func loadedScreen(_ product: Product, cart: CartService) async throws -> ProductDetailScreen {
        let screen = ProductDetailScreen(productID: product.id, dependencies: .shop(products: .stub(), cart: cart))
        screen.start()
        try await waitUntil { screen.container.state.product != nil }
        return screen
    }

    @Test func loadingAProductChoosesItsFirstVariantInStock() async {
        let loader = ProductDetailLoaderModel(products: .stub(), cart: .unimplemented, productID: shirt.id)
        let container = AsyncStateContainer(state: ProductDetailViewState.initialized(loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadProduct())

        await recorder.expectStates([.loading(errorModel: nil), loaded(shirt, "White", "S")])
    }

    @Test func choosingAColourKeepsTheSizeAndOnlyOffersItsSizes() {
        guard case .loaded(let white) = loaded(shirt, "White", "M") else { return }
        guard case .loaded(let navy) = white.choosingColour("Navy") else { return }

        #expect(navy.selectedColour == "Navy" && navy.selectedSize == "M")
        #expect(navy.sizes == ["S", "M", "L"])
        #expect(navy.selectedSKU?.id == "fx-linen-shirt-navy-m")
        #expect(navy.choosingSize("XL") == .loaded(navy), "a size the colour lacks changes nothing")
        #expect(navy.choosingColour("Purple") == .loaded(navy), "an unknown colour changes nothing")
    }

    @Test func anOutOfStockVariantIsShownButCannotBeAdded() async {
        guard case .loaded(let navyLarge) = loaded(shirt, "Navy", "L") else { return }
        let container = AsyncStateContainer(state: ProductDetailViewState.loaded(navyLarge))
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
        let screen = try await loadedScreen(shirt, cart: cart)
        let recorder = StateRecorder(screen.container)

        #expect(screen.handle(.character("a")) == .handled)
        await inFlight.waitUntilEntered()
        #expect(screen.isLoading)
        _ = screen.handle(.character("a"))
        _ = screen.handle(.enter)
        inFlight.open()

        await recorder.expectStates([
            loaded(shirt, "White", "S", .adding),
            loaded(shirt, "White", "S", .added(sku: "fx-linen-shirt-white-s", cartItemCount: 1)),
        ])
        #expect(adds.calls == ["fx-linen-shirt-white-s"])
    }

    @Test func aFailedAddSaysWhyAndKeepsTheChoice() async throws {
        let cart = CartService.failing(CartError.exceedsStock("fx-linen-shirt-white-s", requested: 9, available: 8))
        let screen = try await loadedScreen(shirt, cart: cart)
        let recorder = StateRecorder(screen.container)

        _ = screen.handle(.character("a"))

        await recorder.expectStates([
            loaded(shirt, "White", "S", .adding),
            loaded(
                shirt, "White", "S",
                .failed(reason: "only 8 of fx-linen-shirt-white-s in stock, cannot have 9 in the cart")),
        ])
    }

    @Test func arrowsChooseTheColourThenTheSize() async throws {
        let screen = try await loadedScreen(shirt, cart: .unimplemented)

        _ = screen.handle(.right)  // colour: White → Navy
        _ = screen.handle(.down)  // focus the size row
        _ = screen.handle(.right)  // size: S → M

        #expect(screen.container.state == loaded(shirt, "Navy", "M"))
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

extension KeyOutcome {
    /// Whether two outcomes are the same kind (KeyOutcome is not Equatable: it can carry a screen).
    static func == (outcome: KeyOutcome, expected: KeyOutcome) -> Bool {
        switch (outcome, expected) {
        case (.handled, .handled), (.ignored, .ignored), (.back, .back), (.quit, .quit): true
        default: false
        }
    }
}
