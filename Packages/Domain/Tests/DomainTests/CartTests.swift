import Foundation
import Testing

@testable import Domain

/// Adding, merging and removing lines.
struct CartTests {
    @Test func anEmptyCartHasNoLinesAndNoCurrency() {
        let cart = Cart()
        #expect(cart.isEmpty)
        #expect(cart.lines.isEmpty)
        #expect(cart.currency == nil)
        #expect(cart.itemCount == 0)
    }

    @Test func addingANewSKUAddsALineDescribingIt() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 2)

        let line = try #require(cart.line(for: "tee-blue-m"))
        #expect(cart.lines == [line])
        #expect(line.productID == "tee")
        #expect(line.productName == "Cotton Tee")
        #expect(line.variantName == "Blue / M")
        #expect(line.unitPrice == (try sale(was: "24.99", now: "17.49")))
        #expect(line.quantity == 2)
        #expect(line.availableStock == 3)
        #expect(line.id == "tee-blue-m")
        #expect(cart.currency == .usd)
    }

    @Test func addingWithoutAQuantityAddsOne() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        #expect(cart.line(for: "tee-red-s")?.quantity == 1)
    }

    @Test func addingTheSameSKUAgainMergesIntoOneLine() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 2)
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        #expect(cart.lines.count == 1)
        #expect(cart.line(for: "tee-red-s")?.quantity == 5)
        #expect(cart.itemCount == 5)
    }

    @Test func linesKeepTheOrderTheyWereFirstAdded() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee)
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee)
        #expect(cart.lines.map(\.sku) == ["tee-blue-l", "tee-red-s"])
    }

    @Test func itemCountSumsTheQuantitiesOfEveryLine() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 4)
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 3)
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee, quantity: 1)
        #expect(cart.itemCount == 8)
        #expect(cart.lines.count == 3)
    }

    @Test func aSKUOfAnotherProductThrowsAndAddsNothing() throws {
        let tee = try Fixture.tee()
        let mug = try Fixture.euroMug()
        var cart = Cart()
        #expect(throws: CartError.skuNotInProduct("mug-1", "tee")) {
            try cart.add(mug.requireSKU("mug-1"), of: tee)
        }
        #expect(cart.isEmpty)
    }

    @Test func anItemInAnotherCurrencyThrowsAndLeavesTheCartAsItWas() throws {
        let tee = try Fixture.tee()
        let mug = try Fixture.euroMug()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        let before = cart
        #expect(throws: CartError.currencyMismatch(cart: .usd, item: .eur)) {
            try cart.add(mug.requireSKU("mug-1"), of: mug)
        }
        #expect(cart == before)
    }

    @Test func anEmptiedCartTakesAnyCurrency() throws {
        let tee = try Fixture.tee()
        let mug = try Fixture.euroMug()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        try cart.remove("tee-red-s")
        try cart.add(mug.requireSKU("mug-1"), of: mug)
        #expect(cart.currency == .eur)
    }

    @Test func removeDeletesTheLineAndKeepsTheOthers() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 2)
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee)
        try cart.remove("tee-red-s")
        #expect(cart.lines.map(\.sku) == ["tee-blue-l"])
        #expect(cart.line(for: "tee-red-s") == nil)
        #expect(cart.itemCount == 1)
    }

    @Test func removingALineThatIsNotThereThrows() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        #expect(throws: CartError.lineNotFound("tee-blue-l")) { try cart.remove("tee-blue-l") }
        #expect(cart.lines.count == 1)
    }

    @Test func removeAllEmptiesTheCart() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee)
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee)
        cart.removeAll()
        #expect(cart.isEmpty)
        #expect(cart.currency == nil)
        #expect(cart.total.isZero)
    }
}
