import Foundation
import Testing

@testable import Domain

/// Every rule's error reads as a clear sentence naming what was wrong, not a generic message.
struct ErrorDescriptionTests {
    @Test(
        "Spot-checked errors say exactly what went wrong",
        arguments: [
            (MoneyError.unknownCurrency("XYZ") as any Error, "unknown currency 'XYZ'"),
            (MoneyError.currencyMismatch(.usd, .eur), "cannot combine USD with EUR"),
            (MoneyError.invalidAmount("19,99"), "'19,99' is not an amount of money"),
            (PriceError.noPrices, "a product price needs at least one price"),
            (
                PriceError.saleNotBelowRegular(
                    regular: Money(minorUnits: 2000, .usd), sale: Money(minorUnits: 2500, .usd)),
                "sale price $25.00 is not below the regular price $20.00"
            ),
            (PriceError.negative(Money(minorUnits: -150, .eur)), "price -1.50 EUR is negative"),
            (
                CartError.exceedsStock("tee-red-s", requested: 6, available: 5),
                "only 5 of tee-red-s in stock, cannot have 6 in the cart"
            ),
            (CartError.invalidQuantity(0), "quantity must be between 1 and 999, got 0"),
            (
                CartError.currencyMismatch(cart: .usd, item: .jpy),
                "the cart is in USD and cannot take an item priced in JPY"
            ),
            (CartError.outOfStock("tee-red-m"), "tee-red-m is out of stock"),
            (CartError.lineNotFound("mug-1"), "mug-1 is not in the cart"),
            (CartError.skuNotInProduct("mug-1", "tee"), "mug-1 is not a SKU of product tee"),
            (CartError.duplicateLine("a"), "a appears twice in the cart"),
            (RatingError.negativeCount(-1), "rating count -1 is negative"),
            (RatingError.starsOutOfRange(6), "rating 6.0 is outside 0...5 stars"),
        ])
    func errorsSayWhatWentWrong(error: any Error, expected: String) {
        #expect(error.localizedDescription == expected)
    }

    @Test func aThrownErrorCarriesItsDescription() throws {
        var cart = Cart()
        do {
            try cart.setQuantity(2, for: "nowhere")
            Issue.record("setting the quantity of a missing line should throw")
        } catch {
            #expect(error.localizedDescription == "nowhere is not in the cart")
        }
    }
}
