import Foundation
import Testing

@testable import Domain

/// Subtotal, savings and total, exact to the cent.
struct CartTotalsTests {
    /// 3 × 19.99 at the regular price and 2 × 24.99 on sale at 17.49.
    private func mixedCart() throws -> Cart {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 2)
        return cart
    }

    @Test func theSubtotalIsEveryLineAtItsRegularPrice() throws {
        // 59.97 + 49.98
        #expect(try mixedCart().subtotal == money("109.95"))
    }

    @Test func theSavingsAreWhatTheSalesTakeOff() throws {
        // 2 × (24.99 − 17.49)
        #expect(try mixedCart().savings == money("15.00"))
    }

    @Test func theTotalIsTheSubtotalLessTheSavings() throws {
        let cart = try mixedCart()
        #expect(cart.total == (try money("94.95")))
        #expect(cart.total == (try cart.subtotal.subtracting(cart.savings)))
        #expect(cart.total.formatted == "$94.95")
    }

    @Test func eachLineKnowsItsOwnTotals() throws {
        let line = try #require(try mixedCart().line(for: "tee-blue-m"))
        #expect(line.regularTotal == (try money("49.98")))
        #expect(line.savings == (try money("15")))
        #expect(line.total == (try money("34.98")))
    }

    @Test func totalsFollowQuantityChanges() throws {
        var cart = try mixedCart()
        try cart.setQuantity(1, for: "tee-red-s")
        try cart.remove("tee-blue-m")
        #expect(cart.subtotal == (try money("19.99")))
        #expect(cart.savings.isZero)
        #expect(cart.total == (try money("19.99")))
    }

    @Test func anEmptyCartTotalsZero() {
        let cart = Cart()
        #expect(cart.subtotal.isZero)
        #expect(cart.savings.isZero)
        #expect(cart.total.isZero)
    }

    @Test func totalsAreInTheCartsCurrency() throws {
        let mug = try Fixture.euroMug()
        var cart = Cart()
        try cart.add(mug.requireSKU("mug-1"), of: mug, quantity: 3)
        #expect(cart.total == (try money("28.50", .eur)))
        #expect(cart.savings == .zero(.eur))
    }
}
