import CheckoutFeature
import Domain
import Services
import ServicesTestSupport
import Testing
import VSMKit
import VSMKitTesting

/// Checkout's states, driven through Services' coordinator over stubbed services.
@MainActor
struct CheckoutModelTests {
    private func review(_ shop: TestShop, _ draft: OrderDraft, changes: [PriceChange] = []) -> CheckoutViewState {
        .review(reviewModel: CheckoutReviewModel(checkout: shop.checkout, draft: draft, priceChanges: changes))
    }

    @Test func aCartWithLinesLoadsIntoTheReview() async throws {
        let shop = try TestShop()
        let loader = CheckoutLoaderModel(checkout: shop.checkout)
        let container = AsyncStateContainer(state: CheckoutViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadReview())

        await recorder.expectStates([.loadingReview(errorModel: nil), review(shop, try await shop.draft())])
        #expect(shop.placedKeys.calls.isEmpty, "reviewing places nothing")
    }

    @Test func anEmptyCartIsItsOwnState() async throws {
        let shop = try TestShop(chairs: 0)
        let loader = CheckoutLoaderModel(checkout: shop.checkout)
        let container = AsyncStateContainer(state: CheckoutViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)

        container.observe(loader.loadReview())

        await recorder.expectStates([.loadingReview(errorModel: nil), .emptyCart(loaderModel: loader)])
    }

    @Test func aCartThatCannotBeReadShowsWhyAndRetryLoadsTheReview() async throws {
        let shop = try TestShop()
        let reads = CallLog<Int>()
        var cart = shop.cart
        let load = cart.load
        cart.load = {
            reads.record(reads.calls.count)
            if reads.calls.count == 1 { throw ServiceError.offline("no network") }
            return try await load()
        }
        let checkout = Checkout(cart: cart, orders: .unimplemented, pending: shop.pending)
        let loader = CheckoutLoaderModel(checkout: checkout)
        let container = AsyncStateContainer(state: CheckoutViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let failure = CheckoutErrorModel(checkout: checkout, message: "cannot reach the server: no network")

        container.observe(loader.loadReview())
        await recorder.expectStates([.loadingReview(errorModel: nil), .loadingReview(errorModel: failure)])
        #expect(container.state.failureMessage == "cannot reach the server: no network")
        container.observe(failure.retry())

        await recorder.expectStates([
            .loadingReview(errorModel: nil), .loadingReview(errorModel: failure), .loadingReview(errorModel: nil),
            review(shop, try await shop.draft()),
        ])
    }

    @Test func confirmingPlacesTheOrderThroughTheCoordinatorAndEmptiesTheCart() async throws {
        let shop = try TestShop()
        let draft = try await shop.draft()
        let model = CheckoutReviewModel(checkout: shop.checkout, draft: draft)
        let container = AsyncStateContainer(state: CheckoutViewState.review(reviewModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.placeOrder())

        let order = Order(id: "o-stub-1", placedAt: Fixtures.orderDate, lines: draft.lines)
        await recorder.expectStates([
            .placing(reviewModel: model), .placed(placedModel: CheckoutPlacedModel(order: order)),
        ])
        #expect(shop.placedKeys.calls.count == 1)
        #expect(try await shop.cart.load().isEmpty, "the coordinator takes the ordered lines out of the cart")
        #expect(try shop.pending.load() == nil)
    }

    @Test func movedPricesComeBackToTheReviewAndConfirmingPlacesAtTheNewPrices() async throws {
        var shop = try TestShop()
        let draft = try await shop.draft()
        let was = draft.lines[0].price
        let now = try Price.regular(Money(minorUnits: 21_900, .usd))
        let change = PriceChange(sku: TestShop.oakNatural.id, was: was, now: now)
        let stubPlace = shop.place
        shop.place = { draft, key in
            guard draft.lines[0].price == now else { throw OrderError.priceChanged([change]) }
            return try await stubPlace(draft, key)
        }
        let model = CheckoutReviewModel(checkout: shop.checkout, draft: draft)
        let container = AsyncStateContainer(state: CheckoutViewState.review(reviewModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.placeOrder())
        let repriced = try draft.accepting([change])
        await recorder.expectStates([.placing(reviewModel: model), review(shop, repriced, changes: [change])])
        #expect(try await shop.cart.load().itemCount == 2, "nothing placed, the cart kept")
        guard case .review(let changedModel) = container.state else {
            Issue.record("expected the review, got \(container.state)")
            return
        }
        container.observe(changedModel.placeOrder())

        let order = Order(id: "o-stub-1", placedAt: Fixtures.orderDate, lines: repriced.lines)
        await recorder.expectStates([
            .placing(reviewModel: model), review(shop, repriced, changes: [change]),
            .placing(reviewModel: changedModel), .placed(placedModel: CheckoutPlacedModel(order: order)),
        ])
        #expect(order.total.formatted == "$438.00")
    }

    @Test func aFailedPlacementKeepsTheCheckoutAndRetryPlacesUnderTheSameKey() async throws {
        var shop = try TestShop()
        let (stubPlace, placedKeys) = (shop.place, shop.placedKeys)
        shop.place = { draft, key in
            if placedKeys.calls.count == 1 { throw ServiceError.timeout }  // the first try only
            return try await stubPlace(draft, key)
        }
        let draft = try await shop.draft()
        let model = CheckoutReviewModel(checkout: shop.checkout, draft: draft)
        let container = AsyncStateContainer(state: CheckoutViewState.review(reviewModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.placeOrder())
        try await recorder.waitForStates(count: 2)
        guard case .failed(let failedModel) = container.state else {
            Issue.record("expected the failure, got \(container.state)")
            return
        }
        #expect(failedModel.message == "the server did not answer in time")
        #expect(failedModel.pendingKey == shop.placedKeys.calls.first)
        #expect(try await shop.cart.load().itemCount == 2)
        container.observe(failedModel.retry())

        let order = Order(id: "o-stub-1", placedAt: Fixtures.orderDate, lines: draft.lines)
        await recorder.expectStates([
            .placing(reviewModel: model), .failed(failedModel: failedModel), .placing(reviewModel: model),
            .placed(placedModel: CheckoutPlacedModel(order: order, finishedPendingCheckout: true)),
        ])
        let keys = shop.placedKeys.calls
        #expect(keys.count == 2 && keys[0] == keys[1], "the retry placed under the first key: \(keys)")
        #expect(try await shop.cart.load().isEmpty)
    }

    @Test func aRefusedOrderFailsWithNothingPendingSoRetryStartsAfresh() async throws {
        var shop = try TestShop()
        shop.place = { _, _ in
            throw OrderError.insufficientStock(TestShop.oakNatural.id, requested: 2, available: 1)
        }
        let model = CheckoutReviewModel(checkout: shop.checkout, draft: try await shop.draft())
        let container = AsyncStateContainer(state: CheckoutViewState.review(reviewModel: model))
        let recorder = StateRecorder(container)

        container.observe(model.placeOrder())

        let failure = CheckoutFailedModel(
            reviewModel: model, message: "not enough stock for SKU fx-oak-chair-natural: 2 requested, 1 available",
            pendingKey: nil)
        await recorder.expectStates([.placing(reviewModel: model), .failed(failedModel: failure)])
        #expect(try await shop.cart.load().itemCount == 2)
    }
}
