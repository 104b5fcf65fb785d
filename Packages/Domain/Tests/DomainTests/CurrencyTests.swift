import Testing

@testable import Domain

struct CurrencyTests {
    @Test(
        "Looks up a code whatever its case",
        arguments: [("USD", Currency.usd), ("usd", .usd), ("Usd", .usd), ("jpy", .jpy), ("KwD", .kwd), ("cad", .cad)])
    func looksUpACodeWhateverItsCase(code: String, expected: Currency) throws {
        #expect(try Currency(code: code) == expected)
    }

    @Test(
        "An unknown code throws unknownCurrency with the code as given",
        arguments: ["XYZ", "", "US", "USDX", " usd", "usd ", "$", "BTC"])
    func anUnknownCodeThrows(code: String) {
        #expect(throws: MoneyError.unknownCurrency(code)) { try Currency(code: code) }
    }

    @Test(
        "Each currency rounds to its ISO 4217 minor units",
        arguments: [
            (Currency.usd, 2), (.eur, 2), (.gbp, 2), (.jpy, 0), (.cad, 2), (.chf, 2), (.sek, 2), (.kwd, 3),
        ])
    func eachCurrencyHasItsMinorUnits(currency: Currency, minorUnits: Int) {
        #expect(currency.minorUnits == minorUnits)
    }

    @Test func everySupportedCurrencyCanBeLookedUpByItsCode() throws {
        for currency in Currency.all {
            #expect(try Currency(code: currency.code) == currency)
            #expect(currency.code.count == 3)
        }
    }

    @Test func supportedCodesAreDistinct() {
        #expect(Set(Currency.all.map(\.code)).count == Currency.all.count)
    }

    @Test func currenciesWithoutASymbolHaveNone() {
        #expect(Currency.chf.symbol == nil)
        #expect(Currency.kwd.symbol == nil)
        #expect(Currency.usd.symbol == "$")
        #expect(Currency.cad.symbol == "CA$")
    }

    @Test func descriptionIsTheCode() {
        #expect(Currency.eur.description == "EUR")
        #expect("\(Currency.jpy)" == "JPY")
    }
}
