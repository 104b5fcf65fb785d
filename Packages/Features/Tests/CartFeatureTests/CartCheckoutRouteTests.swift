import CartFeature
import CheckoutFeatureInterface
import Domain
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The cart's way to checkout: a route through `CheckoutFeatureInterface`, never the checkout's view.
@MainActor
struct CartCheckoutRouteTests {
    @Test(arguments: [Key.enter, .character("o")])
    func aKeyOnAFilledCartAsksForTheCheckoutReview(_ key: Key) async throws {
        let container = AsyncStateContainer(
            state: CartViewState.initialized(
                loaderModel: CartLoaderModel(cartService: .inMemory(products: .stub(), initial: try TestCarts.single()))
            ))
        let view = CartView(state: ViewState(container: container))
        view.onAppear()
        try await waitUntil { container.state.cart?.isEmpty == false }

        #expect(view.handle(key) == .route(CheckoutRoute.review))
    }

    @Test func anEmptyCartHasNoCheckout() {
        let view = CartView(
            state: ViewState(wrappedValue: CartLoadedModel(cartService: .unimplemented, cart: Cart()).state))

        #expect(view.handle(.enter) == .ignored)
        #expect(view.handle(.character("o")) == .ignored)
    }

    @Test func comingBackFromAPlacedCheckoutShowsTheCartEmptied() async throws {
        let service = CartService.inMemory(products: .stub(), initial: try TestCarts.single())
        let container = AsyncStateContainer(
            state: CartViewState.initialized(loaderModel: CartLoaderModel(cartService: service)))
        let view = CartView(state: ViewState(container: container))
        view.onAppear()
        try await waitUntil { container.state.cart?.isEmpty == false }

        _ = try await service.clear()  // what the checkout coordinator does once the order is placed
        view.onAppear()

        try await waitUntil { container.state.cart?.isEmpty == true }
        #expect(container.state == CartLoadedModel(cartService: service, cart: Cart()).state)
    }
}
