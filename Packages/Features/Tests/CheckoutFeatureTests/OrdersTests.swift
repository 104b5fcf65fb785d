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

/// The orders list and one order's screen over stubbed orders.
@MainActor
struct OrdersTests {
    private let size = TerminalSizeFixture.standard
    private let older = Order(
        id: "o-000000", placedAt: Fixtures.orderDate.addingTimeInterval(-86_400), lines: [Fixtures.order.lines[1]])

    @Test func theListLoadsNewestFirstAndEnterOpensTheSelectedOrder() async throws {
        let service = OrderService.stub(orders: [Fixtures.order, older])
        let loader = OrdersLoaderModel(orderService: service)
        let container = AsyncStateContainer(state: OrdersViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let view = OrdersView(state: ViewState(container: container))

        view.onAppear()

        await recorder.expectStates([
            .loading(errorModel: nil),
            .loaded(loadedModel: OrdersLoadedModel(orderService: service, orders: [Fixtures.order, older])),
        ])
        #expect(
            container.state.printout(width: size.columns).plainText.split(separator: "\n").map { String($0) } == [
                "Orders · 2",
                "Order     Placed                Items                      Total",
                "o-000001  2026-11-24T19:30:00Z      3                    $457.00",
                "o-000000  2026-11-23T19:30:00Z      1                     $59.00",
                "↑↓ move  enter open  r reload  esc back",
            ])
        #expect(view.handle(.down) == .handled)
        #expect(view.handle(.enter) == .route(CheckoutRoute.order("o-000000")))
    }

    @Test func noOrdersIsItsOwnStateAndReloads() async throws {
        let loader = OrdersLoaderModel(orderService: .stub())
        let container = AsyncStateContainer(state: OrdersViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let view = OrdersView(state: ViewState(container: container))

        view.onAppear()
        await recorder.expectStates([.loading(errorModel: nil), .empty(loaderModel: loader)])
        #expect(view.render(size: size).plainText.contains("No orders yet."))
        #expect(view.handle(.character("r")) == .handled)

        await recorder.expectStates([
            .loading(errorModel: nil), .empty(loaderModel: loader), .loading(errorModel: nil),
            .empty(loaderModel: loader),
        ])
    }

    @Test func aRefusedTokenShowsWhyAndRRetries() async throws {
        var service = OrderService.stub(orders: [Fixtures.order])
        let calls = CallLog<Int>()
        let orders = service.orders
        service.orders = {
            calls.record(calls.calls.count)
            if calls.calls.count == 1 { throw ServiceError.unauthorized }
            return try await orders()
        }
        let container = AsyncStateContainer(
            state: OrdersViewState.initialized(loaderModel: OrdersLoaderModel(orderService: service)))
        let recorder = StateRecorder(container)
        let view = OrdersView(state: ViewState(container: container))

        view.onAppear()
        try await recorder.waitForStates(count: 2)
        #expect(container.state.failureMessage == ServiceError.unauthorized.errorDescription)
        #expect(view.render(size: size).plainText.contains("Could not load the orders: the server refused the token"))
        #expect(view.handle(.character("r")) == .handled)

        try await recorder.waitForStates(count: 4)
        #expect(
            container.state == .loaded(loadedModel: OrdersLoadedModel(orderService: service, orders: [Fixtures.order])))
    }

    @Test func anOrderLoadsWithItsLinesAndTotals() async throws {
        let loader = OrderDetailLoaderModel(orderService: .stub(orders: [Fixtures.order]), orderID: "o-000001")
        let container = AsyncStateContainer(state: OrderDetailViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let view = OrderDetailView(state: ViewState(container: container))
        #expect(view.render(size: size).containsSpinner)

        view.onAppear()

        await recorder.expectStates([.loading(errorModel: nil), .loaded(order: Fixtures.order)])
        #expect(
            view.render(size: size).plainText.split(separator: "\n", omittingEmptySubsequences: false)
                .map { String($0) } == [
                    "Order o-000001",
                    "Placed · 2026-11-24T19:30:00Z · 3 items",
                    "",
                    "Item                         Qty                  Price    Total",
                    "Oak Chair — Natural            2  $199.00 (was $249.00)  $398.00",
                    "Linen Shirt — White / M        1                 $59.00   $59.00",
                    "",
                    "                                              Subtotal   $557.00",
                    "                                               Savings  -$100.00",
                    "                                                 Total   $457.00",
                    "↑↓ scroll  esc back",
                ])
    }

    @Test func anUnknownOrderSaysSoAndRetryLoadsAgain() async throws {
        let service = OrderService.stub(orders: [])
        let loader = OrderDetailLoaderModel(orderService: service, orderID: "o-999999")
        let container = AsyncStateContainer(state: OrderDetailViewState.initialized(loaderModel: loader))
        let recorder = StateRecorder(container)
        let view = OrderDetailView(state: ViewState(container: container))

        view.onAppear()
        let failure = OrderDetailErrorModel(
            orderService: service, orderID: "o-999999", message: "not found: order o-999999")
        await recorder.expectStates([.loading(errorModel: nil), .loading(errorModel: failure)])
        #expect(view.render(size: size).plainText.contains("Could not load the order: not found: order o-999999"))
        #expect(view.handle(.character("r")) == .handled)

        await recorder.expectStates([
            .loading(errorModel: nil), .loading(errorModel: failure), .loading(errorModel: nil),
            .loading(errorModel: failure),
        ])
    }

    @Test func theRegistrationOpensAViewForEachRoute() {
        var dependencies = Dependencies.test
        dependencies.orders = .stub(orders: [Fixtures.order])
        let registration = CheckoutFeature.registration(dependencies: dependencies)

        #expect(registration.view(for: CheckoutRoute.review) is CheckoutView)
        #expect(registration.view(for: CheckoutRoute.orders) is OrdersView)
        #expect(registration.view(for: CheckoutRoute.order("o-000001")) is OrderDetailView)
    }
}

extension OrdersTests {
    @Test func comingBackToTheListKeepsItOnShowWhileItReloads() async throws {
        let placed = Order(id: "o-000002", placedAt: Fixtures.orderDate, lines: Fixtures.order.lines)
        let fresh = OrderService.stub(orders: [placed, Fixtures.order])
        let shown = OrdersLoadedModel(orderService: fresh, orders: [Fixtures.order])
        let container = AsyncStateContainer(state: OrdersViewState.loaded(loadedModel: shown))
        let recorder = StateRecorder(container)
        let view = OrdersView(state: ViewState(container: container))

        view.onAppear()

        await recorder.expectStates([
            .loaded(loadedModel: OrdersLoadedModel(orderService: fresh, orders: [placed, Fixtures.order]))
        ])
    }
}
