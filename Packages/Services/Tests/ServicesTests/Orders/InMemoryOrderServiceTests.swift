import Domain
import Foundation
import Services
import ServicesTestSupport
import Testing

/// The in-memory orders (and so the order book's rules): re-checked prices and stock, idempotency
/// by key, newest first.
struct InMemoryOrderServiceTests {
    private let products = ProductService.stub()
    private let placedAt = Fixtures.orderDate

    private func service() -> OrderService {
        .inMemory(products: products, now: { [placedAt] in placedAt })
    }

    /// A cart of 2 natural oak chairs at the catalog's price.
    private func draft(quantity: Int = 2, price: Price? = nil) throws -> OrderDraft {
        let chair = Fixtures.oakChair
        let sku = try #require(chair.sku(id: "fx-oak-chair-natural"))
        return try OrderDraft(lines: [
            OrderLine(
                productID: chair.id, productName: chair.name, sku: sku.id, variantName: sku.variantName,
                quantity: quantity, price: price ?? sku.price)
        ])
    }

    @Test func placingRecordsTheOrderAtTheConfirmedPrices() async throws {
        let orders = service()
        let order = try await orders.place(try draft(), IdempotencyKey())
        #expect(order.id == "o-000001")
        #expect(order.status == .placed)
        #expect(order.placedAt == placedAt)
        #expect(order.lines == (try draft()).lines)
        #expect(try await orders.orders() == [order])
        #expect(try await orders.order("o-000001") == order)
    }

    @Test func theSameKeyAndDraftAnswerTheFirstOrderAndPlaceNothingMore() async throws {
        let orders = service()
        let key = IdempotencyKey()
        let first = try await orders.place(try draft(), key)
        let again = try await orders.place(try draft(), key)
        #expect(again == first)
        #expect(try await orders.orders().count == 1)
    }

    @Test func theSameKeyWithAnotherDraftIsRefused() async throws {
        let orders = service()
        let key = IdempotencyKey()
        _ = try await orders.place(try draft(), key)
        await #expect(
            throws: ServiceError.rejected(
                code: "idempotency_key_reused", message: "the idempotency key \(key) was already used for another order"
            )
        ) {
            try await orders.place(try draft(quantity: 1), key)
        }
        #expect(try await orders.orders().count == 1)
    }

    @Test func newKeysPlaceNewOrdersListedNewestFirst() async throws {
        let orders = service()
        let first = try await orders.place(try draft(), IdempotencyKey())
        let second = try await orders.place(try draft(quantity: 1), IdempotencyKey())
        #expect(second.id == "o-000002")
        #expect(try await orders.orders().map(\.id) == [second.id, first.id])
    }

    @Test func aChangedPriceIsThrownWithNothingStoredAndTheKeyStillFree() async throws {
        let orders = service()
        let key = IdempotencyKey()
        let stale = try Price(regular: Money(minorUnits: 20_000, .usd))
        let current = try #require(Fixtures.oakChair.sku(id: "fx-oak-chair-natural")).price
        let change = PriceChange(sku: "fx-oak-chair-natural", was: stale, now: current)
        await #expect(throws: OrderError.priceChanged([change])) {
            try await orders.place(try draft(price: stale), key)
        }
        #expect(try await orders.orders().isEmpty)
        let order = try await orders.place(try draft(price: stale).accepting([change]), key)
        #expect(order.lines[0].price == current)
    }

    @Test func tooLittleStockIsRefusedNamingTheSKU() async throws {
        await #expect(throws: OrderError.insufficientStock("fx-oak-chair-natural", requested: 6, available: 5)) {
            try await service().place(try draft(quantity: 6), IdempotencyKey())
        }
    }

    @Test func anUnknownSKUIsRefusedNamingIt() async throws {
        let ghost = try OrderDraft(lines: [
            OrderLine(
                productID: "ghost", productName: "Ghost", sku: "ghost-1", variantName: "One size", quantity: 1,
                price: try Price(regular: Money(minorUnits: 100, .usd)))
        ])
        await #expect(throws: OrderError.unknownSKU("ghost-1")) { try await service().place(ghost, IdempotencyKey()) }
    }

    @Test func anUnknownOrderIsNotFound() async throws {
        await #expect(throws: ServiceError.notFound("order o-404")) { try await service().order("o-404") }
    }

    @Test func anOfflineCatalogFailsThePlacementWithItsError() async throws {
        let orders = OrderService.inMemory(products: .failing(.offline("down")))
        await #expect(throws: ServiceError.offline("down")) { try await orders.place(try draft(), IdempotencyKey()) }
    }
}
