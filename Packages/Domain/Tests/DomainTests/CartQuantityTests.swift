import Foundation
import Testing

@testable import Domain

/// The quantity and stock rules: 1 up to the stock, at most 999 per line.
struct CartQuantityTests {
    static let invalidQuantities = [0, -1, -100, Int.min, 1000, Int.max]

    @Test("Adding a quantity outside 1...999 throws", arguments: invalidQuantities)
    func addingAnInvalidQuantityThrows(quantity: Int) throws {
        let socks = try Fixture.socks()
        var cart = Cart()
        #expect(throws: CartError.invalidQuantity(quantity)) {
            try cart.add(socks.requireSKU("socks-1"), of: socks, quantity: quantity)
        }
        #expect(cart.isEmpty)
    }

    @Test func theMostALineMayHoldIs999WhateverTheStock() throws {
        let socks = try Fixture.socks()
        var cart = Cart()
        try cart.add(socks.requireSKU("socks-1"), of: socks, quantity: Cart.maximumQuantityPerLine)
        #expect(cart.itemCount == 999)
    }

    @Test func mergingPast999ThrowsAndKeepsTheLine() throws {
        let socks = try Fixture.socks()
        var cart = Cart()
        try cart.add(socks.requireSKU("socks-1"), of: socks, quantity: 600)
        #expect(throws: CartError.invalidQuantity(1200)) {
            try cart.add(socks.requireSKU("socks-1"), of: socks, quantity: 600)
        }
        #expect(cart.line(for: "socks-1")?.quantity == 600)
    }

    @Test func addingAllTheStockIsAllowed() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 5)
        #expect(cart.line(for: "tee-red-s")?.quantity == 5)
    }

    @Test func addingMoreThanTheStockThrows() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        #expect(throws: CartError.exceedsStock("tee-red-s", requested: 6, available: 5)) {
            try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 6)
        }
        #expect(cart.isEmpty)
    }

    @Test func mergingPastTheStockThrowsAndKeepsTheLine() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 2)
        #expect(throws: CartError.exceedsStock("tee-blue-m", requested: 4, available: 3)) {
            try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 2)
        }
        #expect(cart.line(for: "tee-blue-m")?.quantity == 2)
    }

    @Test func anOutOfStockSKUCannotBeAdded() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        #expect(throws: CartError.outOfStock("tee-red-m")) {
            try cart.add(tee.requireSKU("tee-red-m"), of: tee)
        }
        #expect(cart.isEmpty)
    }

    @Test func addingAgainRefreshesTheStockTheLineKnows() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee)
        let restocked = SKU(id: "tee-blue-l", colour: "Blue", size: "L", price: try regular("24.99"), stock: 10)
        try cart.add(restocked, of: tee)
        #expect(cart.line(for: "tee-blue-l")?.availableStock == 10)
        try cart.setQuantity(8, for: "tee-blue-l")
        #expect(cart.line(for: "tee-blue-l")?.quantity == 8)
    }

    @Test(
        "Setting a quantity from 1 to the stock changes the line",
        arguments: [1, 2, 5])
    func settingAValidQuantityChangesTheLine(quantity: Int) throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        try cart.setQuantity(quantity, for: "tee-red-s")
        #expect(cart.line(for: "tee-red-s")?.quantity == quantity)
        #expect(cart.itemCount == quantity)
    }

    @Test("Setting a quantity outside 1...999 throws", arguments: invalidQuantities)
    func settingAnInvalidQuantityThrows(quantity: Int) throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        #expect(throws: CartError.invalidQuantity(quantity)) { try cart.setQuantity(quantity, for: "tee-red-s") }
        #expect(cart.line(for: "tee-red-s")?.quantity == 3)
    }

    @Test func settingAQuantityAboveTheStockThrows() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        #expect(throws: CartError.exceedsStock("tee-red-s", requested: 6, available: 5)) {
            try cart.setQuantity(6, for: "tee-red-s")
        }
        #expect(cart.line(for: "tee-red-s")?.quantity == 3)
    }

    @Test func settingTheQuantityOfALineThatIsNotThereThrows() throws {
        var cart = Cart()
        #expect(throws: CartError.lineNotFound("tee-red-s")) { try cart.setQuantity(1, for: "tee-red-s") }
        #expect(cart.isEmpty)
    }
}
