import Domain
import Foundation
import FoundationExt

extension OrderService {
    /// Orders kept in memory (previews, tests) by the same rules as the local order book: prices and
    /// stock re-checked against `products`, idempotent by key. Gone when the process ends.
    public static func inMemory(
        products: ProductService, initial: OrderBook = OrderBook(), now: @escaping @Sendable () -> Date = { Date() }
    ) -> OrderService {
        let box = LockedBox(initial)
        return OrderService(
            place: { draft, key in
                let availability = try await products.availability(of: draft.lines.map(\.sku))
                return try box.withLock { book in
                    try book.place(draft, key: key, availability: availability, now: now())
                }
            },
            orders: { box.value.orders },
            order: { id in try box.value.order(id) })
    }
}
