import Domain
import FeatureKit
import Services

/// Data of the product previews: products of the standard catalog by id, and products whose text
/// is long, wide (CJK, emoji) or accented.
enum ProductPreviewData {
    /// A product with colours and sizes in the standard catalog.
    static let chairID: ProductID = "p-0418"

    /// Two products with long, wide and accented text; the first has colours and sizes.
    static let longAndUnicode = PreviewDependencies.catalog(
        Catalog(products: products, blogEntries: []), named: "long and unicode products")

    /// The first product of ``longAndUnicode``.
    static let longProductID: ProductID = "pv-long-1"

    private static let products: [Product] = [
        product(
            id: longProductID,
            name: "Extraordinarily comfortable hand-finished solid oak reading chair with linen cushion 🪑",
            brand: "Ångström & Søn 木工房",
            skus: [
                sku(
                    "pv-long-1-natural-s", colour: "Natural ナチュラル", size: "Small", cents: 24_900, sale: 19_900, stock: 5
                ),
                sku("pv-long-1-natural-l", colour: "Natural ナチュラル", size: "Extra large", cents: 27_900, stock: 1),
                sku("pv-long-1-smoked-s", colour: "Smoked oak, deep brown", size: "Small", cents: 24_900, stock: 0),
            ]),
        product(
            id: "pv-long-2", name: "Leinenhemd · リネンシャツ · Chemise en lin", brand: "Maison Élan",
            skus: [sku("pv-long-2-one", cents: 5_900, stock: 12)]),
    ].compactMap { $0 }

    private static func sku(
        _ id: SKUID, colour: String? = nil, size: String? = nil, cents: Int, sale: Int? = nil, stock: Int
    ) -> SKU? {
        guard
            let price = try? Price(
                regular: Money(minorUnits: cents, .usd), sale: sale.map { Money(minorUnits: $0, .usd) })
        else { return nil }
        return SKU(id: id, colour: colour, size: size, price: price, stock: stock)
    }

    /// `nil` if a value above is invalid (then the snapshot tests show it missing).
    private static func product(id: ProductID, name: String, brand: String, skus: [SKU?]) -> Product? {
        try? Product(
            id: id, name: name,
            description: "Made to last for generations. 手作りの椅子です。Oiled by hand, never lacquered ✨.",
            brand: brand, category: "Furniture", skus: skus.compactMap { $0 },
            rating: try? Rating(stars: 4.5, count: 12))
    }
}
