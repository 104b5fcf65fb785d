import Foundation
import Testing

@testable import Domain

/// A placed order: its derived totals, and its identifiers and status.
struct OrderTests {
    private func order() throws -> Order {
        let lines = try OrderDraft(lines: [
            OrderLine(
                productID: "tee", productName: "Cotton Tee", sku: "tee-red-s", variantName: "Red / S", quantity: 3,
                price: try regular("19.99")),
            OrderLine(
                productID: "tee", productName: "Cotton Tee", sku: "tee-blue-m", variantName: "Blue / M", quantity: 2,
                price: try sale(was: "24.99", now: "17.49")),
        ]).lines
        return Order(id: "o-000001", placedAt: Date(timeIntervalSince1970: 1_795_000_000), lines: lines)
    }

    @Test func totalsAreDerivedFromTheLines() throws {
        let order = try order()
        #expect(order.subtotal == (try money("109.95")))
        #expect(order.savings == (try money("15.00")))
        #expect(order.total == (try money("94.95")))
        #expect(order.itemCount == 5)
        #expect(order.currency == .usd)
    }

    @Test func aLineKnowsItsTotals() throws {
        let line = try order().lines[1]
        #expect(line.regularTotal == (try money("49.98")))
        #expect(line.savings == (try money("15")))
        #expect(line.total == (try money("34.98")))
    }

    @Test func anOrderIsPlacedUnlessToldOtherwise() throws {
        #expect(try order().status == .placed)
        #expect(OrderStatus(rawValue: "placed") == .placed)
        #expect(OrderStatus(rawValue: "shipped") == nil)
    }

    @Test func theTotalsOfAYenOrderHaveNoMinorUnits() throws {
        let line = OrderLine(
            productID: "p", productName: "P", sku: "p-1", variantName: "One size", quantity: 2,
            price: try regular("1200", .jpy))
        let order = Order(id: "o-1", placedAt: Date(timeIntervalSince1970: 0), lines: [line])
        #expect(order.total.formatted == "¥2,400")
        #expect(order.currency == .jpy)
    }
}
