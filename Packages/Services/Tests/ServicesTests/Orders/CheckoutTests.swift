import Domain
import Foundation
import FoundationExt
import Services
import ServicesTestSupport
import Testing

/// The exactly-once checkout: a crash before each step (a throwing `beforeStep`), then a resume,
/// ends with no order and the cart kept, or one order and the cart emptied; never two orders.
struct CheckoutTests {
    /// A crash at a step: what `beforeStep` throws.
    struct Crash: Error, Equatable {}

    /// One shop: a cart of 2 natural oak chairs, in-memory orders and record.
    struct Shop {
        let products = ProductService.stub()
        let cart: CartService
        let orders: OrderService
        let pending = PendingCheckoutStore.inMemory()

        init() async throws {
            cart = .inMemory(products: products)
            orders = .inMemory(products: products, now: { Fixtures.orderDate })
            _ = try await cart.add("fx-oak-chair-natural", 2)
        }

        func checkout(crashingBefore step: CheckoutStep? = nil) -> Checkout {
            Checkout(
                cart: cart, orders: orders, pending: pending,
                beforeStep: { current in if current == step { throw Crash() } })
        }
    }

    private let agree: @Sendable (OrderDraft, [PriceChange]) async -> Bool = { _, _ in true }

    @Test func aCheckoutPlacesOneOrderEmptiesTheCartAndRemovesTheRecord() async throws {
        let shop = try await Shop()
        let outcome = try await shop.checkout().checkout(confirm: agree)
        guard case .placed(let order, let accepted) = outcome else {
            Issue.record("not placed: \(outcome)")
            return
        }
        #expect(accepted.isEmpty)
        #expect(order.lines.map(\.sku) == ["fx-oak-chair-natural"])
        #expect(try await shop.orders.orders() == [order])
        #expect(try await shop.cart.load().isEmpty)
        #expect(try shop.pending.load() == nil)
    }

    @Test func anEmptyCartIsRefusedWithNoRecordLeft() async throws {
        let shop = try await Shop()
        _ = try await shop.cart.clear()
        await #expect(throws: OrderError.emptyCart) { try await shop.checkout().checkout(confirm: agree) }
        #expect(try shop.pending.load() == nil)
        #expect(try await shop.orders.orders().isEmpty)
    }

    @Test(arguments: CheckoutStep.allCases)
    func aCrashBeforeAnyStepThenASyncGivesNoOrderOrExactlyOne(_ step: CheckoutStep) async throws {
        let shop = try await Shop()
        await #expect(throws: Crash.self) { try await shop.checkout(crashingBefore: step).checkout(confirm: agree) }
        let outcome = try await shop.checkout().resumePending()
        let orders = try await shop.orders.orders()
        let cart = try await shop.cart.load()
        if step == .record {
            #expect(outcome == .nothingPending)
            #expect(orders.isEmpty)
            #expect(cart.itemCount == 2)
        } else {
            #expect(orders.count == 1)
            #expect(outcome == .resumed(orders[0]))
            #expect(cart.isEmpty)
        }
        #expect(try shop.pending.load() == nil)
    }

    @Test(arguments: CheckoutStep.allCases)
    func aCrashThenANewCheckoutFinishesThePendingOneInsteadOfPlacingAnother(_ step: CheckoutStep) async throws {
        let shop = try await Shop()
        await #expect(throws: Crash.self) { try await shop.checkout(crashingBefore: step).checkout(confirm: agree) }
        let outcome = try await shop.checkout().checkout(confirm: agree)
        let orders = try await shop.orders.orders()
        #expect(orders.count == 1)
        if step == .record {
            #expect(outcome == .placed(orders[0], accepted: []))
        } else {
            #expect(outcome == .resumed(orders[0]))
        }
        #expect(try await shop.cart.load().isEmpty)
        #expect(try shop.pending.load() == nil)
    }

    @Test func twoCheckoutsAtOnceGiveOneOrder() async throws {
        let shop = try await Shop()
        async let first = outcomeOrError { try await shop.checkout().checkout(confirm: agree) }
        async let second = outcomeOrError { try await shop.checkout().checkout(confirm: agree) }
        let outcomes = await [first, second]
        #expect(try await shop.orders.orders().count == 1)
        #expect(outcomes.filter { $0 == "placed" }.count == 1)
        // The other finds the cart already ordered and empty.
        #expect(outcomes.filter { $0 == "emptyCart" }.count == 1)
        #expect(try await shop.cart.load().isEmpty)
    }

    @Test func movedPricesAreAskedAndAgreedOnesPlacedUnderTheSameKey() async throws {
        let shop = try await Shop()
        let stale = try Price(regular: Money(minorUnits: 20_000, .usd))
        let current = try #require(Fixtures.oakChair.sku(id: "fx-oak-chair-natural")).price
        let asked = LockedBox<[[PriceChange]]>([])
        let staleCart = CartService.inMemory(
            products: .stub(products: [try Self.chair(at: stale)]), initial: try await shop.cart.load())
        _ = try await staleCart.clear()
        _ = try await staleCart.add("fx-oak-chair-natural", 2)
        let checkout = Checkout(cart: staleCart, orders: shop.orders, pending: shop.pending)
        let outcome = try await checkout.checkout { draft, changes in
            asked.withLock { $0.append(changes) }
            return draft.lines[0].price == current
        }
        let change = PriceChange(sku: "fx-oak-chair-natural", was: stale, now: current)
        let orders = try await shop.orders.orders()
        #expect(asked.value == [[change]])
        #expect(outcome == .placed(orders[0], accepted: [change]))
        #expect(orders[0].lines[0].price == current)
        #expect(try await staleCart.load().isEmpty)
    }

    @Test func declinedPricesPlaceNothingAndKeepTheCart() async throws {
        let shop = try await Shop()
        let stale = try Price(regular: Money(minorUnits: 20_000, .usd))
        let staleCart = CartService.inMemory(products: .stub(products: [try Self.chair(at: stale)]))
        _ = try await staleCart.add("fx-oak-chair-natural", 2)
        let checkout = Checkout(cart: staleCart, orders: shop.orders, pending: shop.pending)
        let outcome = try await checkout.checkout { _, _ in false }
        guard case .declined(let changes) = outcome else {
            Issue.record("not declined: \(outcome)")
            return
        }
        #expect(changes.map(\.sku) == ["fx-oak-chair-natural"])
        #expect(try await shop.orders.orders().isEmpty)
        #expect(try await staleCart.load().itemCount == 2)
        #expect(try shop.pending.load() == nil)
    }

    @Test func aPendingCheckoutThatCanNoLongerBePlacedIsDroppedAndTheCartKept() async throws {
        let shop = try await Shop()
        let draft = try OrderDraft(cart: try await shop.cart.load())
        let tooMany = try OrderDraft(lines: [
            OrderLine(
                productID: draft.lines[0].productID, productName: draft.lines[0].productName, sku: draft.lines[0].sku,
                variantName: draft.lines[0].variantName, quantity: 50, price: draft.lines[0].price)
        ])
        let record = PendingCheckout(key: IdempotencyKey(), draft: tooMany)
        try shop.pending.save(record)
        let outcome = try await shop.checkout().resumePending()
        #expect(
            outcome == .abandoned(record, .insufficientStock("fx-oak-chair-natural", requested: 50, available: 5)))
        #expect(try await shop.orders.orders().isEmpty)
        #expect(try await shop.cart.load().itemCount == 2)
        #expect(try shop.pending.load() == nil)
    }

    @Test func anOfflineBackendKeepsTheRecordForALaterSync() async throws {
        let shop = try await Shop()
        let offline = Checkout(cart: shop.cart, orders: .failing(ServiceError.offline("down")), pending: shop.pending)
        await #expect(throws: ServiceError.offline("down")) { try await offline.checkout(confirm: agree) }
        let record = try #require(try shop.pending.load())
        #expect(try await shop.cart.load().itemCount == 2)
        let outcome = try await shop.checkout().resumePending()
        let orders = try await shop.orders.orders()
        #expect(outcome == .resumed(orders[0]))
        #expect(orders.count == 1)
        #expect(record.draft.lines == orders[0].lines)
        #expect(try await shop.cart.load().isEmpty)
    }

    /// The oak chair with its natural SKU at `price`.
    static func chair(at price: Price) throws -> Product {
        let chair = Fixtures.oakChair
        return try Product(
            id: chair.id, name: chair.name, description: chair.description, brand: chair.brand,
            category: chair.category, skus: [SKU(id: "fx-oak-chair-natural", colour: "Natural", price: price, stock: 5)]
        )
    }

    /// "placed", "resumed", "emptyCart" or the error's description.
    private func outcomeOrError(_ body: () async throws -> CheckoutOutcome) async -> String {
        do {
            switch try await body() {
            case .placed: return "placed"
            case .resumed: return "resumed"
            case let other: return "\(other)"
            }
        } catch OrderError.emptyCart {
            return "emptyCart"
        } catch {
            return "\(error)"
        }
    }
}
