import Domain

/// The products of a generated catalog, made one at a time when asked: `products show` makes one
/// product, a search the results it returns. The same products, field for field, as
/// ``Catalog/generateProducts(count:seed:includeHostileSamples:)`` without hostile samples (both
/// go through ``ProductGenerator``; `GeneratedProductsTests` compares them).
///
/// What it keeps is where each product's draws start in the seed's stream. A product's recipe
/// (``ProductRecipe``, a handful of integers) is drawn again from there alone when the product is
/// made, so making one product draws one recipe. For the standard catalog those starts are
/// committed (`StandardCatalogDraws`), and nothing is drawn at start-up.
struct GeneratedProducts: Sendable {
    let seed: UInt64
    /// Product `i` (from 0), numbered `i + 1`, is drawn from `seed`'s stream `drawStarts[i]` draws in.
    let drawStarts: [Int]

    /// Draws every recipe of `count` products (negative counts as 0) from `seed`'s stream once, to
    /// learn where each starts.
    init(count: Int, seed: UInt64) {
        var generator = ProductGenerator(random: CatalogRandom(seed: seed))
        let count = max(0, count)
        var starts: [Int] = []
        starts.reserveCapacity(count)
        for position in 0..<count {
            starts.append(generator.position)
            _ = generator.drawRecipe(number: position + 1)
        }
        self.init(seed: seed, drawStarts: starts)
    }

    /// Products whose draw starts are already known.
    init(seed: UInt64, drawStarts: [Int]) {
        self.seed = seed
        self.drawStarts = drawStarts
    }

    /// The products of ``Catalog/standard``, from their committed draw starts: nothing is drawn
    /// until a product is made (`StandardCatalogDrawsTests` keeps the starts equal to the generator's).
    static let standard = GeneratedProducts(seed: Catalog.standardSeed, drawStarts: StandardCatalogDraws.productStarts)

    /// The search index of ``standard``: loaded from its committed snapshot (`StandardCatalogIndex`,
    /// which a test keeps equal to the index built from the recipes), or built when that cannot be read.
    static func standardIndex() -> DocumentIndex {
        DocumentIndex(StandardCatalogIndex.snapshot) ?? DocumentIndex(GeneratedProductTexts(standard))
    }

    var count: Int { drawStarts.count }

    /// The recipe of the product at `position` (0..<count), drawn now.
    func recipe(at position: Int) -> ProductRecipe {
        var generator = ProductGenerator(random: CatalogRandom(seed: seed, skipping: drawStarts[position]))
        return generator.drawRecipe(number: position + 1)
    }

    /// Every recipe, in order, drawn now.
    func allRecipes() -> [ProductRecipe] {
        drawStarts.indices.map(recipe(at:))
    }

    /// The product at `position` (0..<count), made now.
    func product(at position: Int) -> Product {
        ProductGenerator.product(from: recipe(at: position))
    }

    /// Every product, in order.
    func makeAll() -> [Product] {
        allRecipes().map(ProductGenerator.product(from:))
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
