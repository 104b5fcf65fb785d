import Foundation
import Testing

@testable import Domain

struct MoneyRoundingTests {
    @Test(
        "Rounds half away from zero to the currency's minor units",
        arguments: [
            ("0.005", Currency.usd, "0.01"),
            ("2.675", .usd, "2.68"),
            ("-1.005", .usd, "-1.01"),
            ("1.004", .usd, "1"),
            ("-1.004", .usd, "-1"),
            ("0.125", .eur, "0.13"),
            ("-0.125", .eur, "-0.13"),
            ("0.5", .jpy, "1"),
            ("-0.5", .jpy, "-1"),
            ("2.5", .jpy, "3"),
            ("1199.49", .jpy, "1199"),
            ("1.0005", .kwd, "1.001"),
            ("-1.0005", .kwd, "-1.001"),
            ("1.0004", .kwd, "1"),
            ("19.99", .usd, "19.99"),
        ])
    func roundsHalfAwayFromZero(amount: String, currency: Currency, expected: String) throws {
        let rounded = try money(amount, currency).rounded
        #expect(rounded.amount == (try decimal(expected)))
        #expect(rounded.currency == currency)
    }

    @Test func roundingATinyNegativeAmountToZeroGivesZeroNotNegativeZero() throws {
        let rounded = try money("-0.001").rounded
        #expect(rounded.isZero)
        #expect(!rounded.isNegative)
        #expect(!rounded.amount.isNaN)
    }

    @Test func roundingDoesNotChangeTheUnroundedAmount() throws {
        let precise = try money("2.675")
        _ = precise.rounded
        #expect(precise.amount == (try decimal("2.675")))
    }

    @Test(
        "Minor units are counted after rounding",
        arguments: [
            ("19.99", Currency.usd, 1999),
            ("2.675", .usd, 268),
            ("-1.005", .usd, -101),
            ("0", .usd, 0),
            ("1200", .jpy, 1200),
            ("1199.5", .jpy, 1200),
            ("1.234", .kwd, 1234),
            ("0.0005", .kwd, 1),
        ])
    func minorUnitsAreCountedAfterRounding(amount: String, currency: Currency, expected: Int) throws {
        #expect(try money(amount, currency).minorUnits == expected)
    }

    @Test(
        "Money from minor units scales by the currency's digits",
        arguments: [
            (1999, Currency.usd, "19.99"),
            (-500, .usd, "-5"),
            (0, .eur, "0"),
            (1200, .jpy, "1200"),
            (1234, .kwd, "1.234"),
        ])
    func moneyFromMinorUnitsScalesByTheCurrencysDigits(minorUnits: Int, currency: Currency, expected: String) throws {
        let value = Money(minorUnits: minorUnits, currency)
        #expect(value.amount == (try decimal(expected)))
        #expect(value.minorUnits == minorUnits)
    }
}
