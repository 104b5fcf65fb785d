import CartFeature
import Domain
import Foundation
import Services
import ServicesTestSupport
import Testing
import VSMKit
import VSMKitTesting

/// The cart: totals from Domain, changes, the empty state and store errors with a way forward.
@MainActor
struct CartModelTests {
    private func shown(_ cart: Cart, _ activity: CartActivity = .idle) -> CartViewState {
        CartLoadedModel(cartService: .unimplemented, cart: cart, activity: activity).state
    }

    /// The cart view over a container the test observes.
    private func cartView(_ service: CartService) -> (CartView, AsyncStateContainer<CartViewState>) {
        let container = AsyncStateContainer(
            state: CartViewState.initialized(loaderModel: CartLoaderModel(cartService: service)))
        return (CartView(state: ViewState(container: container)), container)
    }

    @Test func loadingShowsTheLinesWithSubtotalSavingsAndTotal() async throws {
        let cart = try TestCarts.mixed()
        let loader = CartLoaderModel(cartService: .inMemory(products: .stub(), initial: cart))
        let container = AsyncStateContainer(state: CartViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.load())

        await recorder.expectStates([.loading(errorModel: nil), shown(cart)])
        #expect(container.state.cart?.subtotal == Money(minorUnits: 55_700, .usd))
        #expect(container.state.cart?.savings == Money(minorUnits: 10_000, .usd))
        #expect(container.state.cart?.total == Money(minorUnits: 45_700, .usd))
    }

    @Test func loadingChangedGoesFromLoadingToTheStoredCart() async throws {
        let cart = try TestCarts.single()
        let loader = CartLoaderModel(cartService: .inMemory(products: .stub(), initial: cart))
        let container = AsyncStateContainer(state: CartViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.load(changing: { try await $0.clear() }))

        await recorder.expectStates([
            .loading(errorModel: nil), .empty(loadedModel: CartLoadedModel(cartService: .unimplemented, cart: Cart())),
        ])
    }

    @Test func removingTheLastLineLeadsToTheEmptyState() async throws {
        let cart = try TestCarts.single()
        let model = CartLoadedModel(cartService: .inMemory(products: .stub(), initial: cart), cart: cart)
        let container = AsyncStateContainer(state: model.state)
        let recorder = StateRecorder(container)

        container.observe(model.remove(TestCarts.shirtWhiteS.id))

        await recorder.expectStates([
            shown(cart, .updating), .empty(loadedModel: CartLoadedModel(cartService: .unimplemented, cart: Cart())),
        ])
    }

    @Test func aCorruptCartFileIsShownWithAWayForward() async {
        let attempts = CallLog<String>()
        let movedTo = URL(fileURLWithPath: "/data/cart.corrupt-1.json")
        var service = CartService.unimplemented
        service.load = {
            attempts.record("load")
            if attempts.calls.count == 1 { throw CartStoreError.corrupt(movedTo: movedTo) }
            return Cart()
        }
        let loader = CartLoaderModel(cartService: service)
        let container = AsyncStateContainer(state: CartViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let failure = CartErrorModel(
            cartService: service, message: CartStoreError.corrupt(movedTo: movedTo).localizedDescription)

        container.observe(loader.load())
        await recorder.expectStates([.loading(errorModel: nil), .loading(errorModel: failure)])
        #expect(container.state.failureMessage?.contains("/data/cart.corrupt-1.json") == true)
        guard case .loading(let errorModel?) = container.state else { return }
        container.observe(errorModel.retry())

        await recorder.expectStates([
            .loading(errorModel: nil), .loading(errorModel: failure), .loading(errorModel: nil), shown(Cart()),
        ])
    }

    @Test func aRefusedChangeKeepsTheCartAndSaysWhy() async throws {
        let cart = try TestCarts.single()
        let model = CartLoadedModel(cartService: .inMemory(products: .stub(), initial: cart), cart: cart)
        let container = AsyncStateContainer(state: model.state)
        let recorder = StateRecorder(container)

        container.observe(model.setQuantity(9, for: TestCarts.shirtWhiteS.id))

        await recorder.expectStates([
            shown(cart, .updating),
            shown(cart, .failed(message: "only 8 of fx-linen-shirt-white-s in stock, cannot have 9 in the cart")),
        ])
    }

    @Test func plusAndMinusChangeTheQuantity() async throws {
        let cart = try TestCarts.single()
        let (view, container) = cartView(.inMemory(products: .stub(), initial: cart))
        view.onAppear()
        try await waitUntil { container.state.cart != nil }
        let recorder = StateRecorder(container)

        _ = view.handle(.character("+"))
        try await waitUntil { !container.isRunning }
        _ = view.handle(.character("-"))
        try await waitUntil { !container.isRunning }

        var twoShirts = cart
        try twoShirts.setQuantity(2, for: TestCarts.shirtWhiteS.id)
        await recorder.expectStates([
            shown(cart, .updating), shown(twoShirts), shown(twoShirts, .updating), shown(cart),
        ])
    }

    @Test func aKeyPressedDuringAChangeIsIgnored() async throws {
        let cart = try TestCarts.single()
        let inFlight = Gate<Void>()
        let changes = CallLog<Int>()
        var service = CartService.inMemory(products: .stub(), initial: cart)
        let setQuantity = service.setQuantity
        service.setQuantity = { sku, quantity in
            changes.record(quantity)
            await inFlight.pass()
            return try await setQuantity(sku, quantity)
        }
        let (view, container) = cartView(service)
        view.onAppear()
        try await waitUntil { container.state.cart != nil }

        _ = view.handle(.character("+"))
        try await inFlight.waitUntilEntered()
        _ = view.handle(.character("+"))
        _ = view.handle(.character("d"))
        inFlight.open()
        try await waitUntil { !container.isRunning }

        #expect(changes.calls == [2])
        #expect(container.state.cart?.lines.first?.quantity == 2)
    }

    @Test func theOneShotAddLoadsThenAdds() async {
        let state = await CartFeature.add(
            sku: TestCarts.oakNatural.id, quantity: 2, dependencies: .cart(.inMemory(products: .stub())))

        #expect(state.failureMessage == nil)
        #expect(state.cart?.lines.map(\.quantity) == [2])
        #expect(state.cart?.total == Money(minorUnits: 39_800, .usd))
    }

    /// `service` with its `load` counted.
    private func countingLoads(_ service: CartService) -> (CartService, loads: CallLog<Void>) {
        let loads = CallLog<Void>()
        var counted = service
        counted.load = {
            loads.record(())
            return try await service.load()
        }
        return (counted, loads)
    }

    @Test func theOneShotAddGoesToTheStoreOnce() async {
        let (service, loads) = countingLoads(.inMemory(products: .stub()))

        let state = await CartFeature.add(sku: TestCarts.oakNatural.id, quantity: 2, dependencies: .cart(service))

        #expect(state.cart?.lines.map(\.quantity) == [2])
        #expect(loads.calls.isEmpty, "the change returns the stored cart: no load before or after it")
    }

    @Test func theOneShotAddOfAnUnknownSKUFailsWithTheReason() async {
        let (service, loads) = countingLoads(.inMemory(products: .stub()))

        let state = await CartFeature.add(sku: "nope", dependencies: .cart(service))

        #expect(state.failureMessage == "not found: SKU nope")
        #expect(state.cart == Cart(), "the cart shown is the one before the change")
        #expect(loads.calls.count == 1, "loaded once, after the refusal, to show beside it")
    }

    @Test func theOneShotChangeEndsInTheLoadErrorWhenTheCartCannotBeRead() async {
        let state = await CartFeature.clear(
            dependencies: .cart(
                .failing(CartStoreError.lockFailed(URL(fileURLWithPath: "/data/cart.lock"), reason: "busy"))))

        #expect(state.failureMessage == "cannot lock the cart (/data/cart.lock): busy")
        #expect(state.cart == nil)
    }

    @Test func theOneShotRemoveAndClearEndEmpty() async throws {
        let service = CartService.inMemory(products: .stub(), initial: try TestCarts.mixed())

        let removed = await CartFeature.remove(sku: TestCarts.oakNatural.id, dependencies: .cart(service))
        #expect(removed.cart?.lines.map(\.sku) == [TestCarts.shirtWhiteS.id])
        let cleared = await CartFeature.clear(dependencies: .cart(service))
        #expect(cleared == .empty(loadedModel: CartLoadedModel(cartService: service, cart: Cart())))
    }
}
