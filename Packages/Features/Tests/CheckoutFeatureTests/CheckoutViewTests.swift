import CheckoutFeature
import CheckoutFeatureInterface
import Domain
import FeatureKit
import Services
import ServicesTestSupport
import TerminalUI
import Testing
import VSMKit
import VSMKitTesting

/// The checkout view as the app drives it, without a terminal, and its text in each state.
@MainActor
struct CheckoutViewTests {
    private let size = TerminalSizeFixture.standard

    private func lines(_ state: CheckoutViewState) -> [String] {
        state.printout(width: size.columns).plainText.split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0) }
    }

    @Test func theReviewShowsTheLinesAndTotalsAndEnterPlacesTheOrderOnce() async throws {
        var shop = try TestShop()
        let placement = Gate<Void>()
        let stubPlace = shop.place
        shop.place = { draft, key in
            await placement.pass()
            return try await stubPlace(draft, key)
        }
        let container = AsyncStateContainer(
            state: CheckoutViewState.initialized(loaderModel: CheckoutLoaderModel(checkout: shop.checkout)))
        let view = CheckoutView(state: ViewState(container: container))
        view.onAppear()
        try await waitUntil { if case .review = container.state { true } else { false } }
        #expect(
            view.render(size: size).plainText.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0) } == [
                    "Checkout · 2 items",
                    "Item                         Qty                  Price    Total",
                    "Oak Chair — Natural            2  $199.00 (was $249.00)  $398.00",
                    "",
                    "                                              Subtotal   $498.00",
                    "                                               Savings  -$100.00",
                    "                                                 Total   $398.00",
                    "",
                    "Press Enter to place the order.",
                    "enter place order  esc back to the cart",
                ])

        #expect(view.handle(.enter) == .handled)
        try await placement.waitUntilEntered()
        #expect(view.render(size: size).containsSpinner)
        #expect(view.handle(.enter) == .handled, "a second Enter while placing is swallowed")
        #expect(view.handle(.escape) == .handled, "leaving while placing would cancel the placement")
        placement.open()
        try await waitUntil { if case .placed = container.state { true } else { false } }

        #expect(shop.placedKeys.calls.count == 1, "one placement for two presses of Enter")
        #expect(placement.enteredCount == 1)
        #expect(view.handle(.enter) == .route(CheckoutRoute.order("o-stub-1")))
        #expect(view.handle(.character("o")) == .route(CheckoutRoute.orders))
        #expect(view.render(size: size).plainText.contains("Order o-stub-1 placed."))
    }

    @Test func movedPricesAreShownAboveTheLines() throws {
        let draft = try OrderDraft(lines: [Fixtures.order.lines[0]])
        let now = try Price.regular(Money(minorUnits: 21_900, .usd))
        let change = PriceChange(sku: draft.lines[0].sku, was: draft.lines[0].price, now: now)
        let state = CheckoutViewState.review(
            reviewModel: CheckoutReviewModel(
                checkout: try TestShop().checkout, draft: try draft.accepting([change]), priceChanges: [change]))

        let text = lines(state)
        #expect(text[1] == "Prices changed since you added these:")
        #expect(text[2] == "  Oak Chair — Natural: $199.00 → $219.00")
        #expect(text.contains("Press Enter to place the order at the new prices."))
    }

    @Test func eachOtherStateSaysWhereTheCheckoutStands() throws {
        let shop = try TestShop()
        let loader = CheckoutLoaderModel(checkout: shop.checkout)
        let review = CheckoutReviewModel(checkout: shop.checkout, draft: try OrderDraft(lines: Fixtures.order.lines))
        let key = try #require(IdempotencyKey(rawValue: "k-1"))

        #expect(lines(.initialized(loaderModel: loader)) == ["Checkout", "⠿ Reading the cart…", "esc back"])
        #expect(lines(.loadingReview(errorModel: nil)) == lines(.initialized(loaderModel: loader)))
        #expect(
            lines(.loadingReview(errorModel: CheckoutErrorModel(checkout: shop.checkout, message: "disk full")))
                == ["Checkout", "Could not load the cart: disk full", "", "Press r to try again.", "r retry  esc back"])
        #expect(lines(.emptyCart(loaderModel: loader))[1] == "Your cart is empty: there is nothing to order.")
        #expect(lines(.placing(reviewModel: review)).last == "⠿ Placing the order…")
        #expect(
            lines(.failed(failedModel: CheckoutFailedModel(reviewModel: review, message: "timed out", pendingKey: key)))
                == [
                    "Checkout", "Could not place the order: timed out",
                    "The checkout is kept; a retry places it under the same key (k-1).", "", "Press r to try again.",
                    "r retry  esc back",
                ])
        #expect(
            lines(.placed(placedModel: CheckoutPlacedModel(order: Fixtures.order, finishedPendingCheckout: true)))
                .prefix(3) == [
                    "Checkout · placed", "Order o-000001 placed.",
                    "A checkout left pending was finished under its own key: placed once.",
                ])
    }

    @Test func keysInTheEmptyAndFailedStatesLoadOrPlaceAgain() async throws {
        let shop = try TestShop(chairs: 0)
        let loader = CheckoutLoaderModel(checkout: shop.checkout)
        let container = AsyncStateContainer(state: CheckoutViewState.emptyCart(loaderModel: loader))
        let recorder = StateRecorder(container)
        let view = CheckoutView(state: ViewState(container: container))

        #expect(view.handle(.enter) == .ignored, "nothing to place")
        #expect(view.handle(.character("r")) == .handled)
        await recorder.expectStates([.loadingReview(errorModel: nil), .emptyCart(loaderModel: loader)])
    }

    @Test func hostileProductNamesAreRenderedHarmless() throws {
        let line = OrderLine(
            productID: "evil", productName: "\u{1B}]0;pwned\u{07}Evil\u{1B}[2J\u{9B}31m Chair", sku: "evil-1",
            variantName: "\u{1B}[1mRed\u{85}", quantity: 1, price: try .regular(Money(minorUnits: 500, .usd)))
        let state = CheckoutViewState.placed(
            placedModel: CheckoutPlacedModel(
                order: Order(id: "o-\u{1B}[31m1", placedAt: Fixtures.orderDate, lines: [line])))

        let text = lines(state)
        #expect(!text.joined().unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(text.contains { $0.hasPrefix("Evil Chair — Red") })
    }
}
