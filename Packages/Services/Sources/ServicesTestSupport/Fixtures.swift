import Domain
import Foundation
import Services

/// Hand-written products and blog entries for tests and previews, each showing one case:
/// a product on sale, a price range across colours and sizes, something out of stock.
public enum Fixtures {
    /// "Oak Chair": two colours, both on sale ($249.00 → $199.00), in stock, rated.
    public static let oakChair = product(
        id: "fx-oak-chair", name: "Oak Chair", description: "A solid oak chair, oiled by hand.", brand: "Oakhaven",
        category: "Furniture",
        skus: [
            SKU(id: "fx-oak-chair-natural", colour: "Natural", price: usd(24_900, sale: 19_900), stock: 5),
            SKU(id: "fx-oak-chair-black", colour: "Black", price: usd(24_900, sale: 19_900), stock: 2),
        ],
        rating: 4.6, ratings: 128)

    /// "Linen Shirt": white and navy in S, M and L; L costs more ($59.00 – $65.00) and navy L is out
    /// of stock.
    public static let linenShirt = product(
        id: "fx-linen-shirt", name: "Linen Shirt", description: "A loose linen shirt for warm days.",
        brand: "Maison Élan", category: "Clothing",
        skus: [
            SKU(id: "fx-linen-shirt-white-s", colour: "White", size: "S", price: usd(5_900), stock: 8),
            SKU(id: "fx-linen-shirt-white-m", colour: "White", size: "M", price: usd(5_900), stock: 12),
            SKU(id: "fx-linen-shirt-white-l", colour: "White", size: "L", price: usd(6_500), stock: 4),
            SKU(id: "fx-linen-shirt-navy-s", colour: "Navy", size: "S", price: usd(5_900), stock: 3),
            SKU(id: "fx-linen-shirt-navy-m", colour: "Navy", size: "M", price: usd(5_900), stock: 6),
            SKU(id: "fx-linen-shirt-navy-l", colour: "Navy", size: "L", price: usd(6_500), stock: 0),
        ],
        rating: 4.2, ratings: 57)

    /// "Brass Desk Lamp": one SKU, out of stock, not rated yet.
    public static let brassLamp = product(
        id: "fx-brass-lamp", name: "Brass Desk Lamp", description: "A brass lamp with a linen shade.",
        brand: "Lumen Works", category: "Lighting",
        skus: [SKU(id: "fx-brass-lamp-one", price: usd(8_900), stock: 0)], rating: nil, ratings: 0)

    /// The three products, in that order.
    public static let products = [oakChair, linenShirt, brassLamp]

    /// Three entries, ids 1...3, entry 3 the newest.
    public static let blogEntries = [
        BlogEntry(
            id: 1, title: "How to care for oak", body: "Oak lasts for generations.\n\nOil it once a year.",
            author: "Ada Lindqvist", publishedAt: Date(timeIntervalSince1970: 1_700_000_000), tags: ["oak", "care"]),
        BlogEntry(
            id: 2, title: "Why linen", body: "Linen breathes.\n\nIt softens with every wash.",
            author: "Chloé Dubois", publishedAt: Date(timeIntervalSince1970: 1_700_500_000), tags: ["linen"]),
        BlogEntry(
            id: 3, title: "Lighting a small room", body: "Use three lights, not one.\n\nWarm bulbs at night.",
            author: "Dev Patel", publishedAt: Date(timeIntervalSince1970: 1_701_000_000), tags: ["lighting"]),
    ]

    /// A catalog of the fixtures, for ``ProductService/local(catalog:)`` and ``LocalBlogRepository``.
    public static let catalog = Catalog(products: products, blogEntries: blogEntries)

    // The values above are written by hand and valid; an error here is a typo in this file.
    static func usd(_ cents: Int, sale: Int? = nil) -> Price {
        do {
            return try Price(regular: Money(minorUnits: cents, .usd), sale: sale.map { Money(minorUnits: $0, .usd) })
        } catch {
            fatalError("invalid fixture price: \(error)")
        }
    }

    private static func product(
        id: ProductID, name: String, description: String, brand: String, category: String, skus: [SKU],
        rating stars: Double?, ratings: Int
    ) -> Product {
        do {
            let rating = try stars.map { stars throws(RatingError) in try Rating(stars: stars, count: ratings) }
            return try Product(
                id: id, name: name, description: description, brand: brand, category: category, skus: skus,
                rating: rating)
        } catch {
            fatalError("invalid fixture product \(id): \(error)")
        }
    }
}
