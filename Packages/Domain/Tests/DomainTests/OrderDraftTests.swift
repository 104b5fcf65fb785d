import Foundation
import Testing

@testable import Domain

/// Drafting an order from a cart, and the placement rules: empty cart, stock, unknown SKUs, prices.
struct OrderDraftTests {
    /// 3 × tee-red-s at 19.99 and 2 × tee-blue-m on sale at 17.49 (was 24.99).
    private func cart() throws -> Cart {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 3)
        try cart.add(tee.requireSKU("tee-blue-m"), of: tee, quantity: 2)
        return cart
    }

    /// The catalog as the cart saw it.
    private func unchanged() throws -> [SKUID: OrderDraft.Availability] {
        ["tee-red-s": (try regular("19.99"), 5), "tee-blue-m": (try sale(was: "24.99", now: "17.49"), 3)]
    }

    @Test func anEmptyCartCannotBeOrdered() {
        #expect(throws: OrderError.emptyCart) { try OrderDraft(cart: Cart()) }
        #expect(throws: OrderError.emptyCart) { try OrderDraft(lines: []) }
    }

    @Test func aDraftHoldsTheCartLinesAtTheCartPrices() throws {
        let draft = try OrderDraft(cart: cart())
        #expect(draft.lines.map(\.sku) == ["tee-red-s", "tee-blue-m"])
        #expect(draft.lines.map(\.quantity) == [3, 2])
        #expect(draft.lines[1].price == (try sale(was: "24.99", now: "17.49")))
        #expect(draft.lines[0].productName == "Cotton Tee")
        #expect(draft.lines[1].variantName == "Blue / M")
    }

    @Test func aDraftTotalsLikeTheCart() throws {
        let cart = try cart()
        let draft = try OrderDraft(cart: cart)
        #expect(draft.subtotal == cart.subtotal)
        #expect(draft.savings == cart.savings)
        #expect(draft.total == (try money("94.95")))
        #expect(draft.itemCount == 5)
        #expect(draft.currency == .usd)
    }

    @Test func linesInTwoCurrenciesAreRefused() throws {
        let usd = OrderLine(
            productID: "a", productName: "A", sku: "a-1", variantName: "One size", quantity: 1,
            price: try regular("1.00"))
        let eur = OrderLine(
            productID: "b", productName: "B", sku: "b-1", variantName: "One size", quantity: 1,
            price: try regular("1.00", .eur))
        #expect(throws: OrderError.currencyMismatch(.usd, .eur)) { try OrderDraft(lines: [usd, eur]) }
    }

    @Test func unchangedPricesGiveNoChangesAndTheSameDraft() throws {
        let draft = try OrderDraft(cart: cart())
        let checked = try draft.repriced(with: unchanged())
        #expect(checked.changes.isEmpty)
        #expect(checked.draft == draft)
    }

    @Test func aMovedPriceIsReportedAndTheDraftTakesTheNewPrice() throws {
        let draft = try OrderDraft(cart: cart())
        var current = try unchanged()
        current["tee-red-s"] = (try regular("21.00"), 5)
        let checked = try draft.repriced(with: current)
        #expect(
            checked.changes == [PriceChange(sku: "tee-red-s", was: try regular("19.99"), now: try regular("21.00"))])
        #expect(checked.changes[0].isIncrease)
        #expect(checked.draft.lines[0].price == (try regular("21.00")))
        #expect(checked.draft.lines[1] == draft.lines[1])
        #expect(checked.draft.total == (try money("97.98")))  // 63.00 + 34.98
    }

    @Test func aSaleEndingIsAPriceChange() throws {
        var current = try unchanged()
        current["tee-blue-m"] = (try regular("24.99"), 3)
        let changes = try OrderDraft(cart: cart()).repriced(with: current).changes
        #expect(changes.map(\.sku) == ["tee-blue-m"])
        #expect(changes[0].isIncrease)
    }

    @Test func aLineShortOfStockIsRefusedNamingTheSKU() throws {
        var current = try unchanged()
        current["tee-blue-m"] = (try sale(was: "24.99", now: "17.49"), 1)
        #expect(throws: OrderError.insufficientStock("tee-blue-m", requested: 2, available: 1)) {
            try OrderDraft(cart: cart()).repriced(with: current)
        }
        let error = OrderError.insufficientStock("tee-blue-m", requested: 2, available: 1)
        #expect(error.localizedDescription == "not enough stock for SKU tee-blue-m: 2 requested, 1 available")
    }

    @Test func stockEqualToTheQuantityIsEnough() throws {
        var current = try unchanged()
        current["tee-red-s"] = (try regular("19.99"), 3)
        #expect(try OrderDraft(cart: cart()).repriced(with: current).changes.isEmpty)
    }

    @Test func aSKUGoneFromTheCatalogIsRefusedNamingIt() throws {
        var current = try unchanged()
        current["tee-red-s"] = nil
        #expect(throws: OrderError.unknownSKU("tee-red-s")) { try OrderDraft(cart: cart()).repriced(with: current) }
    }
}

/// Accepting the price changes the customer confirmed.
struct OrderDraftAcceptingTests {
    @Test func acceptedChangesRepriceOnlyTheirLines() throws {
        let tee = try Fixture.tee()
        var cart = Cart()
        try cart.add(tee.requireSKU("tee-red-s"), of: tee, quantity: 1)
        try cart.add(tee.requireSKU("tee-blue-l"), of: tee, quantity: 1)
        let draft = try OrderDraft(cart: cart)
        let change = PriceChange(sku: "tee-blue-l", was: try regular("24.99"), now: try regular("20.00"))
        let accepted = try draft.accepting([change])
        #expect(accepted.lines.map(\.price) == [try regular("19.99"), try regular("20.00")])
        #expect(!change.isIncrease)
        #expect(try draft.accepting([]) == draft)
    }
}
