import Domain
import Foundation

extension OrderService {
    /// Orders in a local order book file (the embedded backend), by the same rules as the server:
    /// each placement re-checks prices and stock against `products` and is idempotent by key, so a
    /// checkout resumed after a crash never places twice.
    public static func local(
        book: OrderBookStore, products: ProductService, now: @escaping @Sendable () -> Date = { Date() }
    ) -> OrderService {
        OrderService(
            place: { draft, key in
                let availability = try await products.availability(of: draft.lines.map(\.sku))
                return try book.update { book in
                    try book.place(draft, key: key, availability: availability, now: now())
                }
            },
            orders: { try book.load().orders },
            order: { id in try book.load().order(id) })
    }
}
