import Domain
import Foundation

/// Domain values for output tests.
enum Fixtures {
    static func oakTable() throws -> Product {
        try Product(
            id: "oak-table", name: "Oak Table", description: "Solid oak.", brand: "Woodly", category: "Tables",
            skus: [
                SKU(
                    id: "OAK-S", size: "Small",
                    price: try Price.sale(was: try Money(parsing: "200", .usd), now: try Money(parsing: "150", .usd)),
                    stock: 3),
                SKU(id: "OAK-L", size: "Large", price: try Price.regular(try Money(parsing: "300", .usd)), stock: 0),
            ],
            rating: try Rating(stars: 4.5, count: 12))
    }

    static func entry(id: Int = 1) -> BlogEntry {
        BlogEntry(
            id: BlogEntryID(id), title: "Caring for oak", body: "Oil it.\nTwice a year.", author: "Ada",
            publishedAt: Date(timeIntervalSince1970: 1_767_225_600), tags: ["care"])
    }
}
