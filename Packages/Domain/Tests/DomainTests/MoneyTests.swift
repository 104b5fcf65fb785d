import Foundation
import Testing

@testable import Domain

struct MoneyTests {
    @Test func decimalArithmeticIsExact() throws {
        let sum = try money("0.1").adding(money("0.2"))
        #expect(sum.amount == (try decimal("0.3")))
        #expect(sum == (try money("0.3")))
    }

    @Test func arithmeticKeepsFullPrecisionUntilRounded() throws {
        let sum = try money("0.001").adding(money("0.004"))
        #expect(sum.amount == (try decimal("0.005")))
        #expect(sum.rounded.amount == (try decimal("0.01")))
    }

    @Test func addingSumsAmountsOfTheSameCurrency() throws {
        let sum = try money("19.99").adding(money("5.01"))
        #expect(sum == (try money("25")))
    }

    @Test func subtractingCanGoBelowZero() throws {
        let difference = try money("5").subtracting(money("7.50"))
        #expect(difference == (try money("-2.5")))
        #expect(difference.isNegative)
        #expect(difference.formatted == "-$2.50")
    }

    @Test(
        "Combining different currencies throws currencyMismatch naming both",
        arguments: [(Currency.usd, Currency.eur), (.jpy, .usd), (.kwd, .chf)])
    func combiningDifferentCurrenciesThrows(lhs: Currency, rhs: Currency) throws {
        let left = try money("1", lhs)
        let right = try money("1", rhs)
        #expect(throws: MoneyError.currencyMismatch(lhs, rhs)) { try left.adding(right) }
        #expect(throws: MoneyError.currencyMismatch(lhs, rhs)) { try left.subtracting(right) }
        #expect(throws: MoneyError.currencyMismatch(lhs, rhs)) { try left.isLess(than: right) }
    }

    @Test(
        "Multiplying by a quantity is exact",
        arguments: [
            ("19.99", 3, "59.97"),
            ("0.1", 3, "0.3"),
            ("2.675", 2, "5.35"),
            ("19.99", 0, "0"),
            ("4.5", -2, "-9"),
            ("1234.56", 999, "1233325.44"),
        ])
    func multiplyingByAQuantityIsExact(amount: String, quantity: Int, expected: String) throws {
        let product = try money(amount, .eur).multiplied(by: quantity)
        #expect(product.amount == (try decimal(expected)))
        #expect(product.currency == .eur)
    }

    @Test func isLessComparesAmountsOfTheSameCurrency() throws {
        #expect(try money("1.99").isLess(than: money("2")))
        #expect(try !money("2").isLess(than: money("2")))
        #expect(try !money("2.01").isLess(than: money("2")))
    }

    @Test func zeroIsZeroInItsCurrency() {
        let zero = Money.zero(.jpy)
        #expect(zero.isZero)
        #expect(!zero.isNegative)
        #expect(zero.currency == .jpy)
        #expect(zero.formatted == "¥0")
    }

    @Test func equalAmountsWithDifferentScalesAreEqual() throws {
        #expect(try money("1.5") == money("1.50"))
        #expect(Set([try money("1.5"), try money("1.50")]).count == 1)
    }

    @Test func theSameAmountInAnotherCurrencyIsNotEqual() throws {
        #expect(try money("1") != money("1", .eur))
    }
}

@Suite struct MoneyFromMinorUnitsTests {
    @Test(
        "Minor units shift by the currency's digits and compare, hash and print like parsed amounts",
        arguments: [
            (1999, Currency.usd, "19.99"), (-150, .eur, "-1.50"), (0, .usd, "0.00"), (1200, .jpy, "1200"),
            (12345, .kwd, "12.345"), (Int.max, .usd, "92233720368547758.07"),
        ])
    func minorUnitsMatchParsedAmounts(minorUnits: Int, currency: Currency, text: String) throws {
        let money = Money(minorUnits: minorUnits, currency)
        let parsed = try Money(parsing: text, currency)
        #expect(money == parsed)
        #expect(money.hashValue == parsed.hashValue)
        #expect(money.decimalString == text)
        #expect(money.minorUnits == minorUnits || minorUnits == Int.max)
    }
}

/// Amounts with known minor units compare by them; the answers are the decimals' answers.
struct MoneyComparisonTests {
    @Test func knownAndUnknownMinorUnitsOrderAsTheirDecimals() throws {
        let amounts: [Decimal] = [-1.5, -0.01, 0, 0.01, 1.49, 1.5, 1.51, 1_000_000]
        for left in amounts {
            for right in amounts {
                let expected: ComparisonResult =
                    left < right ? .orderedAscending : left == right ? .orderedSame : .orderedDescending
                let exactLeft = try Money(parsing: "\(left)", .usd)
                let exactRight = try Money(parsing: "\(right)", .usd)
                for (lhs, rhs) in [
                    (exactLeft, exactRight), (exactLeft, Money(right, .usd)), (Money(left, .usd), exactRight),
                ] {
                    #expect(lhs.compareAmount(to: rhs) == expected, "\(left) vs \(right)")
                    #expect((lhs == rhs) == (left == right), "\(left) vs \(right)")
                }
            }
        }
    }
}
