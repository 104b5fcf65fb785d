import Domain
import FeatureKit
import Services

/// Data of the cart previews: the embedded catalog's SKUs, a product with long, wide and accented
/// text, and a cart filled with them before the view starts.
enum CartPreviewData {
    /// Two lines of the standard catalog.
    static let standardLines: [(sku: SKUID, quantity: Int)] = [
        ("p-0418-natural-small", 2), ("p-0315-black-120-cm", 1),
    ]

    /// One product whose name, colour and size are long, wide (CJK, emoji) or accented.
    static let longAndUnicode = PreviewDependencies.catalog(
        Catalog(products: longProducts, blogEntries: []), named: "a long and unicode product")

    /// The SKU of ``longAndUnicode``'s product.
    static let longSKU: SKUID = "pv-cart-long-1"

    /// Adds `lines` to the dependencies' cart (lines it cannot add are left out: the snapshot
    /// shows it).
    static func fill(_ dependencies: Dependencies, with lines: [(sku: SKUID, quantity: Int)]) async {
        for line in lines { _ = try? await dependencies.cart.add(line.sku, line.quantity) }
    }

    private static let longProducts: [Product] = {
        guard let price = try? Price(regular: Money(minorUnits: 129_900, .usd), sale: Money(minorUnits: 99_900, .usd)),
            let product = try? Product(
                id: "pv-cart-long", name: "Grand canapé en lin lavé, trois places, avec coussins réversibles 🛋️",
                description: "リネンのソファ", brand: "Maison Élan 東京", category: "Furniture",
                skus: [
                    SKU(id: longSKU, colour: "Sable doré · 砂色", size: "Trois places, 220 cm", price: price, stock: 4)
                ], rating: nil)
        else { return [] }
        return [product]
    }()
}
