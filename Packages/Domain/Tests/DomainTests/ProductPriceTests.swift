import Foundation
import Testing

@testable import Domain

struct ProductPriceTests {
    @Test func pricesThatAllCostTheSameAreOnePrice() throws {
        let price = try ProductPrice(spanning: [regular("20"), regular("20.00"), regular("20")])
        #expect(price == .single(try regular("20")))
        #expect(price.formatted == "$20.00")
    }

    @Test func onePriceIsASinglePrice() throws {
        let price = try ProductPrice(spanning: [sale(was: "20", now: "15")])
        #expect(price == .single(try sale(was: "20", now: "15")))
    }

    @Test func differentPricesSpanARangeFromLowestToHighest() throws {
        let price = try ProductPrice(spanning: [regular("15"), regular("25"), regular("10"), regular("20")])
        #expect(price == .range(from: try regular("10"), to: try regular("25")))
        #expect(price.lowest == (try regular("10")))
        #expect(price.formatted == "$10.00 – $25.00")
    }

    @Test func theRangeIsOrderedByWhatTheCustomerPaysNow() throws {
        // The sale SKU was the dearest but is now the cheapest, so it starts the range.
        let onSale = try sale(was: "30", now: "12")
        let price = try ProductPrice(spanning: [regular("15"), onSale, regular("25")])
        #expect(price == .range(from: onSale, to: try regular("25")))
        #expect(price.isOnSale)
        #expect(price.formatted == "$12.00 – $25.00")
    }

    @Test func aSaleAtTheTopOfTheRangeIsOnSale() throws {
        let price = try ProductPrice(spanning: [regular("10"), sale(was: "40", now: "30")])
        #expect(price == .range(from: try regular("10"), to: try sale(was: "40", now: "30")))
        #expect(price.isOnSale)
        #expect(price.maximumSavings == (try money("10")))
    }

    @Test func aTieOnTheCurrentPriceDoesNotDependOnSKUOrder() throws {
        // Two SKUs cost 15 now, one of them on sale from 20: the sale must show whatever the order.
        let plain = try regular("15")
        let onSale = try sale(was: "20", now: "15")
        let forwards = try ProductPrice(spanning: [plain, onSale])
        let backwards = try ProductPrice(spanning: [onSale, plain])
        #expect(forwards == backwards)
        #expect(forwards.isOnSale)
        #expect(forwards.formatted == "$15.00 (was $20.00)")
    }

    @Test func onATieBetweenTwoSalesTheLargerSavingShowsWhateverTheOrder() throws {
        let smaller = try sale(was: "20", now: "15")
        let larger = try sale(was: "25", now: "15")
        for skus in [[smaller, larger], [larger, smaller]] {
            let price = try ProductPrice(spanning: skus)
            #expect(price == .single(larger))
            #expect(price.formatted == "$15.00 (was $25.00)")
        }
    }

    @Test func aSinglePriceOnSaleShowsWhatItWas() throws {
        let price = try ProductPrice(spanning: [sale(was: "20", now: "15"), sale(was: "20", now: "15")])
        #expect(price.isOnSale)
        #expect(price.formatted == "$15.00 (was $20.00)")
        #expect(price.maximumSavings == (try money("5")))
    }

    @Test func noPricesThrows() {
        #expect(throws: PriceError.noPrices) { try ProductPrice(spanning: []) }
    }

    @Test func mixedCurrenciesThrow() throws {
        #expect(throws: PriceError.currencyMismatch(.usd, .eur)) {
            try ProductPrice(spanning: [regular("10"), regular("10"), regular("12", .eur)])
        }
    }

    @Test func nothingOnSaleSavesZero() throws {
        let price = try ProductPrice(spanning: [regular("1200", .jpy), regular("1500", .jpy)])
        #expect(!price.isOnSale)
        #expect(price.maximumSavings == .zero(.jpy))
        #expect(price.currency == .jpy)
        #expect(price.formatted == "¥1,200 – ¥1,500")
    }

    @Test func maximumSavingsIsTheLargerOfTheTwoEnds() throws {
        let price = try ProductPrice(spanning: [sale(was: "12", now: "10"), sale(was: "60", now: "50")])
        #expect(price.maximumSavings == (try money("10")))
        let reversed = try ProductPrice(spanning: [sale(was: "20", now: "10"), sale(was: "52", now: "50")])
        #expect(reversed.maximumSavings == (try money("10")))
    }
}
