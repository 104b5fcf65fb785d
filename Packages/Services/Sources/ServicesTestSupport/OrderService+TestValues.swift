import Domain
import Foundation
import FoundationExt
import Services

extension OrderService {
    /// A service answering from `orders` (newest first) for `orders` and `order(id)`, and placing
    /// with `place` (by default: every draft becomes `o-stub-<n>` at `placedAt`, idempotent by key,
    /// with no catalog checks). Override single closures for what a test needs.
    public static func stub(
        orders: [Order] = [], placedAt: Date = Fixtures.orderDate
    ) -> OrderService {
        let placed = LockedBox<[IdempotencyKey: Order]>([:])
        return OrderService(
            place: { draft, key in
                placed.withLock { placed in
                    if let order = placed[key] { return order }
                    let order = Order(
                        id: OrderID(rawValue: "o-stub-\(placed.count + 1)"), placedAt: placedAt, lines: draft.lines)
                    placed[key] = order
                    return order
                }
            },
            orders: { orders },
            order: { id in
                guard let order = orders.first(where: { $0.id == id }) else {
                    throw ServiceError.notFound("order \(id)")
                }
                return order
            })
    }

    /// A service whose every call throws `error` (an offline backend, a refused token).
    public static func failing(_ error: any Error) -> OrderService {
        OrderService(
            place: { _, _ in throw error },
            orders: { throw error },
            order: { _ in throw error })
    }

    /// A service whose every call fails the running test ("Unimplemented: OrderService.place") and
    /// throws ``UnimplementedError``.
    public static var unimplemented: OrderService {
        OrderService(
            place: { _, _ in throw unimplementedCall("OrderService.place") },
            orders: { throw unimplementedCall("OrderService.orders") },
            order: { _ in throw unimplementedCall("OrderService.order") })
    }
}
