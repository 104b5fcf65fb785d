import Domain

/// Makes made-up but plausible products from a ``CatalogRandom`` stream: names such as
/// "Oak Chair" or "Classic Linen Shirt", SKUs across colours and sizes, regular and sale prices,
/// single prices and ranges, stock levels (some SKUs and whole products out of stock), ratings.
///
/// In two steps: ``drawRecipe(number:)`` takes every draw a product needs from the stream (a
/// ``ProductRecipe`` of integers), and ``product(from:)`` makes the `Product` from the
/// recipe alone, so one seed gives the same products whenever each is made (``GeneratedProducts``).
struct ProductGenerator {
    private var random: CatalogRandom

    init(random: CatalogRandom) {
        self.random = random
    }

    /// Where the next recipe's draws start in the stream.
    var position: Int { random.position }

    /// Takes the draws for the product numbered `number` from the stream, in the order the catalog
    /// has always drawn them (changing the order changes every product after the first).
    mutating func drawRecipe(number: Int) -> ProductRecipe {
        let department = random.below(CatalogVocabulary.departments.count)
        let words = CatalogVocabulary.departments[department]
        let material = random.below(words.materials.count)
        let noun = random.below(words.nouns.count)
        let adjective = random.percent(30) ? random.below(CatalogVocabulary.adjectives.count) : nil
        let brand = random.below(CatalogVocabulary.brands.count)
        var colours: [Int] = []
        if !random.percent(12) {
            let count = random.int(in: 1...4)
            colours = random.pickIndices(count, of: words.colours.count)
        }
        let sizeLadder = random.below(words.sizeLadders.count)

        let baseCents = random.int(in: words.priceRange) / 100 * 100 + (random.percent(50) ? 99 : 0)
        let priceStyle = random.below(100)
        let wholeProductOutOfStock = random.percent(5)
        let salePercent = random.int(in: 55...90)
        let skuCount = max(1, colours.count) * max(1, words.sizeLadders[sizeLadder].count)
        var stocks: [Int] = []
        stocks.reserveCapacity(skuCount)
        for _ in 0..<skuCount {
            stocks.append(wholeProductOutOfStock || random.percent(12) ? 0 : random.int(in: 1...60))
        }

        let quality = random.below(CatalogVocabulary.qualities.count)
        let use = random.below(words.uses.count)
        let care = random.below(CatalogVocabulary.careNotes.count)
        var rating: ProductRecipe.RatingDraw?
        if random.percent(85) {
            let tenths = random.int(in: 25...50)
            rating = ProductRecipe.RatingDraw(tenths: tenths, count: random.int(in: 1...2_400))
        }
        return ProductRecipe(
            number: number, department: department, material: material, noun: noun, adjective: adjective,
            brand: brand, colours: colours, sizeLadder: sizeLadder, baseCents: baseCents, priceStyle: priceStyle,
            salePercent: salePercent, stocks: stocks, quality: quality, use: use, care: care, rating: rating)
    }

    /// The product a recipe describes; draws nothing.
    static func product(from recipe: ProductRecipe) -> Product {
        let department = PreparedDepartment.all[recipe.department]
        let words = department.base
        let material = words.materials[recipe.material]
        let noun = words.nouns[recipe.noun]
        let adjective = recipe.adjective.map { CatalogVocabulary.adjectives[$0] + " " } ?? ""
        let brand = CatalogVocabulary.brands[recipe.brand]
        let id = ProductID(CatalogIdentifiers.productID(recipe.number))
        let skus = makeSKUs(
            productID: id.rawValue, recipe: recipe, colours: recipe.colours.map { department.colours[$0] },
            sizes: department.sizeLadders[recipe.sizeLadder])
        let quality = CatalogVocabulary.qualities[recipe.quality]
        let use = words.uses[recipe.use]
        let care = CatalogVocabulary.careNotes[recipe.care]
        let item = "\(material.lowercased()) \(noun.lowercased())"
        // The search reads this text in pieces (`GeneratedProducts.SearchDocuments`): keep the two alike.
        let description = "\(quality). \(article(forMaterial: material)) \(item) for \(use), from \(brand). \(care)"
        let rating = recipe.rating.flatMap { try? Rating(stars: Double($0.tenths) / 10, count: $0.count) }
        return CatalogProducts.product(
            id: id, name: adjective + material + " " + noun, description: description, brand: brand,
            category: words.category, skus: skus, rating: rating)
    }

    /// "An" before a material starting with a vowel ("An oak chair"), "A" otherwise.
    static func article(forMaterial material: String) -> String {
        material.lowercased().first.map { "aeiou".contains($0) } == true ? "An" : "A"
    }

    private static func makeSKUs(
        productID: String, recipe: ProductRecipe, colours: [Slugged], sizes: [Slugged]
    ) -> [SKU] {
        let base = recipe.baseCents
        let colourOptions: [Slugged?] = colours.isEmpty ? [nil] : colours
        let sizeOptions: [Slugged?] = sizes.isEmpty ? [nil] : sizes
        var skus: [SKU] = []
        skus.reserveCapacity(recipe.stocks.count)
        for (colourIndex, colour) in colourOptions.enumerated() {
            for (sizeIndex, size) in sizeOptions.enumerated() {
                let regular: Int
                let onSale: Bool
                switch recipe.priceStyle {
                case ..<40:  // one regular price for every SKU
                    (regular, onSale) = (base, false)
                case ..<60:  // one sale price for every SKU
                    (regular, onSale) = (base, true)
                case ..<85:  // bigger sizes cost more: a range
                    (regular, onSale) = (base + sizeIndex * max(100, base / 10 / 100 * 100), false)
                default:  // the first colour is on sale: a range, partly on sale
                    (regular, onSale) = (base, colourIndex == 0 && colourOptions.count > 1)
                }
                let sale = onSale ? max(1, min(regular - 1, regular * recipe.salePercent / 100)) : nil
                skus.append(
                    SKU(
                        id: SKUID(productID + "-" + Self.skuSuffix(colour: colour, size: size)), colour: colour?.text,
                        size: size?.text,
                        price: CatalogProducts.usdPrice(regularCents: regular, saleCents: sale),
                        stock: recipe.stocks[skus.count]))
            }
        }
        return skus
    }

    /// `red-m`, `red`, `m`, or `one` for a product with neither. Spelled out rather than joined from
    /// an array: a one-shot command makes one product, and the generic `joined(separator:)` costs
    /// it a runtime conformance lookup (about 50 µs) the first time.
    private static func skuSuffix(colour: Slugged?, size: Slugged?) -> String {
        switch (colour, size) {
        case (let colour?, let size?): colour.slug + "-" + size.slug
        case (let colour?, nil): colour.slug
        case (nil, let size?): size.slug
        case (nil, nil): "one"
        }
    }
}

/// A word with the slug it contributes to SKU ids ("50 × 50 cm" → "50-50-cm").
struct Slugged {
    let text: String
    let slug: String

    init(_ text: String) {
        self.text = text
        slug = CatalogIdentifiers.slug(text)
    }
}

/// A department with its colour and size words slugged once, not once per SKU.
private struct PreparedDepartment: Sendable {
    let base: Department
    let colours: [Slugged]
    let sizeLadders: [[Slugged]]

    /// ``CatalogVocabulary/departments``, prepared once per process.
    static let all = CatalogVocabulary.departments.map(PreparedDepartment.init)

    init(_ base: Department) {
        self.base = base
        colours = base.colours.map(Slugged.init)
        sizeLadders = base.sizeLadders.map { $0.map(Slugged.init) }
    }
}
