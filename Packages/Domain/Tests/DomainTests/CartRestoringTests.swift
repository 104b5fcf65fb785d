import Foundation
import Testing

@testable import Domain

/// `Cart(lines:)` restores stored lines under the same rules as adding.
struct CartRestoringTests {
    private func line(
        _ sku: SKUID, quantity: Int = 1, stock: Int = 10, price: Price? = nil
    ) throws -> CartLine {
        CartLine(
            productID: "tee", productName: "Cotton Tee", sku: sku, variantName: "Red / S",
            unitPrice: try price ?? regular("19.99"), quantity: quantity, availableStock: stock)
    }

    @Test func validLinesAreRestoredInOrder() throws {
        let lines = [try line("b", quantity: 2), try line("a", quantity: 3)]
        let cart = try Cart(lines: lines)
        #expect(cart.lines == lines)
        #expect(cart.itemCount == 5)
        #expect(cart.total == (try money("99.95")))
    }

    @Test func noLinesIsAnEmptyCart() throws {
        #expect(try Cart(lines: []) == Cart())
    }

    @Test func aCartRestoredFromAnotherCartsLinesEqualsIt() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 2)
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee)
        #expect(try Cart(lines: cart.lines) == cart)
    }

    @Test func theSameSKUTwiceThrows() throws {
        #expect(throws: CartError.duplicateLine("a")) {
            try Cart(lines: [line("a"), line("b"), line("a")])
        }
    }

    @Test("A stored quantity outside 1...999 throws", arguments: [0, -2, 1000])
    func aBadQuantityThrows(quantity: Int) throws {
        #expect(throws: CartError.invalidQuantity(quantity)) {
            try Cart(lines: [line("a"), line("b", quantity: quantity, stock: 5000)])
        }
    }

    @Test func aQuantityAboveTheStoredStockThrows() throws {
        #expect(throws: CartError.exceedsStock("a", requested: 4, available: 3)) {
            try Cart(lines: [line("a", quantity: 4, stock: 3)])
        }
    }

    @Test func aLineWithNoStockThrows() throws {
        #expect(throws: CartError.outOfStock("a")) {
            try Cart(lines: [line("a", stock: 0)])
        }
    }

    @Test func mixedCurrenciesThrow() throws {
        #expect(throws: CartError.currencyMismatch(cart: .usd, item: .jpy)) {
            try Cart(lines: [line("a"), line("b", price: regular("1200", .jpy))])
        }
    }
}
