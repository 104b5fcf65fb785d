import Domain
import FeatureKit
import Testing

struct PriceTextTests {
    @Test func aRegularPriceIsItsAmount() throws {
        let price = try Price.regular(Money(minorUnits: 1999, .usd))

        #expect(PriceText.text(price) == "$19.99")
    }

    @Test func aSalePriceSaysWhatItWas() throws {
        let price = try Price.sale(was: Money(minorUnits: 2499, .usd), now: Money(minorUnits: 1749, .usd))

        #expect(PriceText.text(price) == "$17.49 (was $24.99)")
    }
}
