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

    /// The loaded state with the picker on `colour` and `size`, the arrows on the `focus` row.
    private func loaded(
        _ product: Product, _ colour: String?, _ size: String?, _ status: AddToCartStatus = .ready,
        focus: VariantPickerModel.Row = .colour
    ) -> ProductDetailViewState {
        let choice = VariantPickerModel(product: product, selectedColour: colour, selectedSize: size, focus: focus)
        return .loaded(
            loadedModel: ProductDetailLoadedModel(
                cartService: .unimplemented, product: product, picker: .choosing(choiceModel: choice),
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

    @Test func thePickerKeepsTheSizeWhenTheColourChangesAndOnlyOffersItsSizes() {
        let white = VariantPickerModel(product: shirt, selectedColour: "White", selectedSize: "M", focus: .colour)
        guard case .choosing(let navy) = white.moving(by: 1) else { return }

        #expect(navy.selectedColour == "Navy" && navy.selectedSize == "M")
        #expect(navy.sizes == ["S", "M", "L"])
        #expect(navy.selectedSKU?.id == "fx-linen-shirt-navy-m")
        #expect(navy.focusing(.size) != .choosing(choiceModel: navy))
    }

    @Test func thePickerAloneWritesEachChoiceToTheStateItIsScopedTo() async {
        let container = AsyncStateContainer(state: VariantPickerViewState.start(for: shirt))
        let recorder = StateRecorder(container)
        let picker = VariantPickerView(state: container.scope(\.self))
        func choice(_ colour: String, _ size: String, _ focus: VariantPickerModel.Row) -> VariantPickerViewState {
            .choosing(
                choiceModel: VariantPickerModel(
                    product: shirt, selectedColour: colour, selectedSize: size, focus: focus))
        }

        _ = picker.handle(.right)
        _ = picker.handle(.down)
        _ = picker.handle(.right)

        await recorder.expectStates([
            choice("Navy", "S", .colour), choice("Navy", "S", .size), choice("Navy", "M", .size),
        ])
        #expect(container.state.chosenSKU(of: shirt)?.id == "fx-linen-shirt-navy-m")
        #expect(picker.render(size: size).plainText.contains("[Navy]"))
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
        await inFlight.waitUntilEntered()
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

    @Test func theEmbeddedPickersChoiceBecomesTheParentsState() async throws {
        let (view, container) = try await loadedView(shirt, cart: .unimplemented)

        _ = view.handle(.right)  // colour: White → Navy
        _ = view.handle(.down)  // focus the size row
        _ = view.handle(.right)  // size: S → M

        // The choice is stored once, in the parent's state; the SKU to add is derived from it.
        #expect(container.state == loaded(shirt, "Navy", "M", focus: .size))
        guard case .loaded(let loadedModel) = container.state else { return }
        #expect(loadedModel.selectedSKU?.id == "fx-linen-shirt-navy-m")
        #expect(view.render(size: size).plainText.contains("SKU fx-linen-shirt-navy-m"))
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
