import Foundation
import Testing

@testable import Domain

struct PriceTests {
    @Test func aRegularPriceIsWhatTheCustomerPays() throws {
        let price = try regular("20")
        #expect(price.current == (try money("20")))
        #expect(price.regular == (try money("20")))
        #expect(price.sale == nil)
        #expect(!price.isOnSale)
        #expect(price.currency == .usd)
    }

    @Test func aRegularPriceSavesNothingInItsCurrency() throws {
        let savings = try regular("1200", .jpy).savings
        #expect(savings.isZero)
        #expect(savings.currency == .jpy)
    }

    @Test func aSalePriceIsWhatTheCustomerPaysNow() throws {
        let price = try sale(was: "24.99", now: "17.49")
        #expect(price.isOnSale)
        #expect(price.current == (try money("17.49")))
        #expect(price.regular == (try money("24.99")))
    }

    @Test func aSaleSavesTheDifferenceExactly() throws {
        #expect(try sale(was: "24.99", now: "17.49").savings == money("7.50"))
        #expect(try sale(was: "0.3", now: "0.1").savings == money("0.2"))
    }

    @Test func aFreeItemIsAValidPrice() throws {
        #expect(try regular("0").current.isZero)
        #expect(try sale(was: "5", now: "0").current.isZero)
    }

    @Test func theFactoriesMatchTheInitialiser() throws {
        let was = try money("20")
        let now = try money("15")
        #expect(try Price.regular(was) == Price(regular: was))
        #expect(try Price.sale(was: was, now: now) == Price(regular: was, sale: now))
    }

    @Test func aNegativeRegularPriceThrows() throws {
        let negative = try money("-0.01")
        #expect(throws: PriceError.negative(negative)) { try Price(regular: negative) }
        #expect(throws: PriceError.negative(negative)) { try Price(regular: negative, sale: money("-1")) }
    }

    @Test func aNegativeSalePriceThrows() throws {
        let negative = try money("-1")
        #expect(throws: PriceError.negative(negative)) { try Price(regular: money("10"), sale: negative) }
    }

    @Test(
        "A sale price equal to or above the regular price throws",
        arguments: ["20", "20.00", "20.001", "25"])
    func aSaleNotBelowRegularThrows(salePrice: String) throws {
        let was = try money("20")
        let now = try money(salePrice)
        #expect(throws: PriceError.saleNotBelowRegular(regular: was, sale: now)) {
            try Price(regular: was, sale: now)
        }
    }

    @Test func aSaleInAnotherCurrencyThrows() throws {
        #expect(throws: PriceError.currencyMismatch(.usd, .eur)) {
            try Price(regular: money("20"), sale: money("15", .eur))
        }
    }
}
