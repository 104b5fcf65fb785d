import Domain

/// Orders as the features see them, as a protocol witness.
///
/// `place` is idempotent by its key: placing the same draft again with the same key answers the
/// order placed the first time, never a second one (so a retry, or a checkout resumed after a
/// crash, is safe). Placement re-checks the draft against the catalog and throws
/// ``Domain/OrderError``: `.priceChanged` (show the changes, ask, place again with
/// `draft.accepting(changes)` and the same key), `.insufficientStock`, `.unknownSKU`, `.emptyCart`.
///
/// Presets: ``live(client:token:)`` (HTTP, retried with backoff), ``local(book:products:)`` (an order
/// book file), ``inMemory(products:)``; test values in `ServicesTestSupport`.
public struct OrderService: Sendable {
    /// Places the draft under the key and returns the order.
    public var place: @Sendable (_ draft: OrderDraft, _ key: IdempotencyKey) async throws -> Order
    /// The customer's orders, newest first.
    public var orders: @Sendable () async throws -> [Order]
    /// One of the customer's orders. Throws ``ServiceError/notFound(_:)`` for an unknown id.
    public var order: @Sendable (_ id: OrderID) async throws -> Order

    public init(
        place: @escaping @Sendable (_ draft: OrderDraft, _ key: IdempotencyKey) async throws -> Order,
        orders: @escaping @Sendable () async throws -> [Order],
        order: @escaping @Sendable (_ id: OrderID) async throws -> Order
    ) {
        self.place = place
        self.orders = orders
        self.order = order
    }
}
