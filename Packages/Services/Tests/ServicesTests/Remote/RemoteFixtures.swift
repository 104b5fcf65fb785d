import Domain
import Foundation
import Services

/// Hand-written products and blog entries covering what the wire must carry: sales, ranges, stock
/// out, no colour or size, ratings, currencies with 0 and 3 minor units, and whole-second and
/// millisecond dates.
enum RemoteFixtures {
    static func usd(_ cents: Int) -> Money { Money(minorUnits: cents, .usd) }

    static func products() throws -> [Product] {
        [
            try Product(
                id: "tee", name: "Cotton Tee", description: "A soft tee.", brand: "Acme", category: "Tops",
                skus: [
                    SKU(id: "tee-red-s", colour: "Red", size: "S", price: .regular(usd(1999)), stock: 5),
                    SKU(
                        id: "tee-blue-m", colour: "Blue", size: "M", price: .sale(was: usd(2499), now: usd(1749)),
                        stock: 0),
                ],
                rating: try Rating(stars: 4.5, count: 120)),
            try Product(
                id: "oak-chair", name: "Oak Chair", description: "Solid oak.\n\nSeats one.", brand: "Holz",
                category: "Furniture",
                skus: [SKU(id: "oak-chair-one", price: .sale(was: usd(25000), now: usd(19999)), stock: 2)]),
            try Product(
                id: "tea/ü 1", name: "Matcha 茶", description: "", brand: "Uji", category: "Tea",
                skus: [
                    SKU(id: "matcha-100g", size: "100 g", price: .regular(Money(minorUnits: 1200, .jpy)), stock: 40)
                ],
                rating: try Rating(stars: 0, count: 0)),
            try Product(
                id: "dates", name: "Dates", description: "Sweet.", brand: "Oasis", category: "Food",
                skus: [
                    SKU(id: "dates-1kg", size: "1 kg", price: .regular(Money(minorUnits: 4500, .kwd)), stock: 1),
                    SKU(
                        id: "dates-2kg", size: "2 kg",
                        price: .sale(was: Money(minorUnits: 9000, .kwd), now: Money(minorUnits: 8125, .kwd)), stock: 3),
                ]),
        ]
    }

    static let entries: [BlogEntry] = [
        BlogEntry(
            id: 1, title: "Caring for oak", body: "Oil it once a year.\n\nKeep it dry.", author: "Ada",
            publishedAt: Date(timeIntervalSince1970: 1_700_000_000), tags: ["oak", "care"]),
        BlogEntry(
            id: 2, title: "Small spaces", body: "Fold everything.", author: "Grace",
            publishedAt: Date(timeIntervalSince1970: 1_700_086_400.25), tags: []),
    ]
}
