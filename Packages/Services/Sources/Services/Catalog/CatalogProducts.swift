import Domain

/// Builders for the catalog's hand-checked values. The generator only ever passes amounts it has
/// made valid (positive regular prices, sales strictly below them, at least one SKU, one currency),
/// so a thrown error here is a bug in the generator, not bad input.
enum CatalogProducts {
    /// A USD price from cents.
    static func usdPrice(regularCents: Int, saleCents: Int?) -> Price {
        var amounts = USDAmounts()
        return usdPrice(regularCents: regularCents, saleCents: saleCents, amounts: &amounts)
    }

    /// A USD price from cents, reusing the amounts made before (making `Money` from cents divides
    /// `Decimal`s, which dominated generating a large catalog).
    static func usdPrice(regularCents: Int, saleCents: Int?, amounts: inout USDAmounts) -> Price {
        let regular = amounts.money(cents: regularCents)
        let sale = saleCents.map { amounts.money(cents: $0) }
        do {
            return try Price(regular: regular, sale: sale)
        } catch {
            fatalError("catalog generator made an invalid price: \(error)")
        }
    }

    /// A product from SKUs the generator made.
    static func product(
        id: ProductID, name: String, description: String, brand: String, category: String, skus: [SKU],
        rating: Rating?
    ) -> Product {
        do {
            return try Product(
                id: id, name: name, description: description, brand: brand, category: category, skus: skus,
                rating: rating)
        } catch {
            fatalError("catalog generator made an invalid product \(id): \(error)")
        }
    }
}

/// `Money` in USD by cents, each amount made once.
struct USDAmounts {
    private var made: [Int: Money] = [:]

    mutating func money(cents: Int) -> Money {
        if let known = made[cents] { return known }
        let money = Money(minorUnits: cents, .usd)
        made[cents] = money
        return money
    }
}
