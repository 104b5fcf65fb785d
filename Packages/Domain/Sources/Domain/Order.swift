import Foundation

/// Identifies an ``Order`` (`o-000001` on the dev server and in the local order book).
public typealias OrderID = Identifier<Order, String>

/// A placed order: its lines at the prices the customer confirmed, when it was placed, and its status.
/// Totals and savings are derived from the lines (``OrderTotals``).
public struct Order: OrderTotals, Hashable, Sendable, Identifiable {
    public let id: OrderID
    public let status: OrderStatus
    public let placedAt: Date
    public let lines: [OrderLine]

    public init(id: OrderID, status: OrderStatus = .placed, placedAt: Date, lines: [OrderLine]) {
        self.id = id
        self.status = status
        self.placedAt = placedAt
        self.lines = lines
    }
}
