import Foundation
import Testing

@testable import Domain

/// An exact decimal from text, so tests never go through `Double` (where 0.1 is not 0.1).
func decimal(_ text: String) throws -> Decimal {
    try #require(Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), "not a decimal: \(text)")
}

func money(_ text: String, _ currency: Currency = .usd) throws -> Money {
    Money(try decimal(text), currency)
}

func regular(_ text: String, _ currency: Currency = .usd) throws -> Price {
    try Price(regular: money(text, currency))
}

func sale(was: String, now: String, _ currency: Currency = .usd) throws -> Price {
    try Price(regular: money(was, currency), sale: money(now, currency))
}

/// Test data shared by the product and cart tests.
enum Fixture {
    /// A tee in two colours and three sizes, one size out of stock and one on sale:
    ///
    /// | SKU         | colour | size | price            | stock |
    /// |-------------|--------|------|------------------|-------|
    /// | tee-red-s   | Red    | S    | 19.99            | 5     |
    /// | tee-red-m   | Red    | M    | 19.99            | 0     |
    /// | tee-blue-m  | Blue   | M    | 24.99, now 17.49 | 3     |
    /// | tee-blue-l  | Blue   | L    | 24.99            | 2     |
    static func tee() throws -> Product {
        try Product(
            id: "tee", name: "Cotton Tee", description: "A soft tee.", brand: "Acme", category: "Tops",
            skus: [
                SKU(id: "tee-red-s", colour: "Red", size: "S", price: regular("19.99"), stock: 5),
                SKU(id: "tee-red-m", colour: "Red", size: "M", price: regular("19.99"), stock: 0),
                SKU(id: "tee-blue-m", colour: "Blue", size: "M", price: sale(was: "24.99", now: "17.49"), stock: 3),
                SKU(id: "tee-blue-l", colour: "Blue", size: "L", price: regular("24.99"), stock: 2),
            ],
            rating: Rating(stars: 4.5, count: 120))
    }

    /// A one-size product priced in euros, to mix currencies in a cart.
    static func euroMug() throws -> Product {
        try Product(
            id: "mug", name: "Mug", description: "Holds tea.", brand: "Acme", category: "Kitchen",
            skus: [SKU(id: "mug-1", price: regular("9.50", .eur), stock: 10)])
    }

    /// A one-size product with more stock than a cart line may hold.
    static func socks() throws -> Product {
        try Product(
            id: "socks", name: "Socks", description: "A pair.", brand: "Acme", category: "Accessories",
            skus: [SKU(id: "socks-1", price: regular("4.00"), stock: 5_000)])
    }
}

extension Product {
    /// The SKU with this id, failing the test when the product has none.
    func requireSKU(_ id: SKUID, sourceLocation: SourceLocation = #_sourceLocation) throws -> SKU {
        try #require(sku(id: id), "no SKU \(id) in \(self.id)", sourceLocation: sourceLocation)
    }
}
