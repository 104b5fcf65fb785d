import Domain

/// The products of a generated catalog, drawn up front as ``ProductRecipe``s (integers, cheap) and
/// made into `Product` values one at a time, when asked: `products show` makes one product, a
/// search the results it returns. The same products, field for field, as
/// ``Catalog/generateProducts(count:seed:includeHostileSamples:)`` without hostile samples (both
/// go through ``ProductGenerator``; `GeneratedProductsTests` compares them).
struct GeneratedProducts: Sendable {
    /// Product `i` (from 0) is made from `recipes[i]`, numbered `i + 1`.
    let recipes: [ProductRecipe]

    /// Draws the recipes of `count` products (negative counts as 0) from `seed`'s stream.
    init(count: Int, seed: UInt64) {
        var generator = ProductGenerator(random: CatalogRandom(seed: seed))
        recipes = (0..<max(0, count)).map { generator.drawRecipe(number: $0 + 1) }
    }

    /// The products of ``Catalog/standard``, drawn on first use.
    static let standard = GeneratedProducts(count: Catalog.standardProductCount, seed: Catalog.standardSeed)

    /// The search index of ``standard``: loaded from its committed snapshot (`StandardCatalogIndex`,
    /// which a test keeps equal to the index built from the recipes), or built when that cannot be read.
    static func standardIndex() -> DocumentIndex {
        DocumentIndex(StandardCatalogIndex.snapshot) ?? DocumentIndex(GeneratedProductTexts(standard))
    }

    var count: Int { recipes.count }

    /// The product at `position` (0..<count), made now.
    func product(at position: Int) -> Product {
        var amounts = USDAmounts()
        return ProductGenerator.product(from: recipes[position], amounts: &amounts)
    }

    /// Every product, in order.
    func makeAll() -> [Product] {
        var amounts = USDAmounts()
        return recipes.map { ProductGenerator.product(from: $0, amounts: &amounts) }
    }

    /// The product with this id, made now, or nil when there is none.
    func product(_ id: ProductID) -> Product? {
        position(ofNumber: CatalogIdentifiers.productNumber(id.rawValue)).map(product(at:))
    }

    /// The product that has this SKU, made now, or nil when there is none. A SKU id starts with its
    /// product's id (`p-0042-red-m`: `p-0042`), so only that product is made.
    func product(holding sku: SKUID) -> Product? {
        guard let position = position(ofNumber: CatalogIdentifiers.productNumber(inSKU: sku.rawValue)) else {
            return nil
        }
        let product = product(at: position)
        return product.sku(id: sku) == nil ? nil : product
    }

    private func position(ofNumber number: Int?) -> Int? {
        guard let number, number <= count else { return nil }
        return number - 1
    }
}
