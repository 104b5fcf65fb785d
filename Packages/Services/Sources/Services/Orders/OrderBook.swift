import Domain
import Foundation

/// The orders placed on this machine (the embedded backend), with the key each was placed under:
/// the rules of placement, as a value. ``OrderService/inMemory(products:now:)`` keeps one in memory,
/// ``OrderService/local(book:products:now:)`` in a file.
///
/// Like the server, the book is idempotent by key: the same key with the same request (the same
/// `OrderRequestDTO`: currency, SKUs, quantities, confirmed prices) answers the order placed first;
/// the same key with another request is refused.
public struct OrderBook: Hashable, Sendable {
    /// One placed order and the key it was placed under. (Its request is its lines, as the wire
    /// body `OrderRequestDTO` has them: placement succeeds only when every confirmed price is the
    /// current one, so the order's lines hold them.)
    public struct Entry: Hashable, Sendable {
        public let key: IdempotencyKey
        public let order: Order

        public init(key: IdempotencyKey, order: Order) {
            self.key = key
            self.order = order
        }
    }

    /// Oldest first.
    public private(set) var entries: [Entry]

    public init(entries: [Entry] = []) {
        self.entries = entries
    }

    /// The orders, newest first.
    public var orders: [Order] { entries.reversed().map(\.order) }

    /// The order with this id. - Throws: ``ServiceError/notFound(_:)``.
    public func order(_ id: OrderID) throws(ServiceError) -> Order {
        guard let entry = entries.first(where: { $0.order.id == id }) else { throw .notFound("order \(id)") }
        return entry.order
    }

    /// Places `draft` under `key` against the catalog's `availability`, or answers the order already
    /// placed under `key`.
    /// - Throws: ``Domain/OrderError`` (`.priceChanged`, `.insufficientStock`, `.unknownSKU`) with
    ///   nothing stored; ``ServiceError/rejected(code:message:)`` for a key already used for another request.
    public mutating func place(
        _ draft: OrderDraft, key: IdempotencyKey, availability: [SKUID: OrderDraft.Availability], now: Date
    ) throws -> Order {
        if let entry = entries.first(where: { $0.key == key }) {
            guard OrderRequestDTO(lines: entry.order.lines) == OrderRequestDTO(draft) else {
                throw ServiceError.rejected(
                    code: "idempotency_key_reused",
                    message: "the idempotency key \(key) was already used for another order")
            }
            return entry.order
        }
        let (checked, changes) = try draft.repriced(with: availability)
        guard changes.isEmpty else { throw OrderError.priceChanged(changes) }
        // Whole seconds, as the wire and the book's file carry the time, so a stored order reads back equal.
        let placedAt = Date(timeIntervalSince1970: now.timeIntervalSince1970.rounded(.down))
        let order = Order(id: nextID, status: .placed, placedAt: placedAt, lines: checked.lines)
        entries.append(Entry(key: key, order: order))
        return order
    }

    /// `o-000001`, `o-000002`, …: one more than the count (orders are never removed).
    private var nextID: OrderID {
        let number = String(entries.count + 1)
        return OrderID(rawValue: "o-" + String(repeating: "0", count: max(0, 6 - number.count)) + number)
    }
}
