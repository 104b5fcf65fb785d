import Domain

/// Builders for the catalog's hand-checked values. The generator only ever passes amounts it has
/// made valid (positive regular prices, sales strictly below them, at least one SKU, one currency),
/// so a thrown error here is a bug in the generator, not bad input.
enum CatalogProducts {
    /// A USD price from cents. `Money(minorUnits:)` shifts a decimal exponent and keeps the cents,
    /// so nothing is worth caching (a dictionary of amounts made before cost a one-shot command a
    /// runtime lookup and more than it saved).
    static func usdPrice(regularCents: Int, saleCents: Int?) -> Price {
        do {
            return try Price(
                regular: Money(minorUnits: regularCents, .usd), sale: saleCents.map { Money(minorUnits: $0, .usd) })
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
