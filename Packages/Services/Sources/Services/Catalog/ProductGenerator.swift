import Domain

/// Makes made-up but plausible products from a ``CatalogRandom`` stream: names such as
/// "Oak Chair" or "Classic Linen Shirt", SKUs across colours and sizes, regular and sale prices,
/// single prices and ranges, stock levels (some SKUs and whole products out of stock), ratings.
///
/// Every value is derived from the random stream alone, so one seed always gives the same products.
struct ProductGenerator {
    private var random: CatalogRandom
    private var amounts = USDAmounts()
    private let departments: [PreparedDepartment]

    init(random: CatalogRandom) {
        self.random = random
        departments = CatalogVocabulary.departments.map(PreparedDepartment.init)
    }

    /// The product numbered `number` (from 1), with id `p-0001` and so on.
    mutating func makeProduct(number: Int) -> Product {
        let department = random.pick(departments)
        let material = random.pick(department.base.materials)
        let noun = random.pick(department.base.nouns)
        let adjective = random.percent(30) ? random.pick(CatalogVocabulary.adjectives) + " " : ""
        let name = adjective + material + " " + noun
        let brand = random.pick(CatalogVocabulary.brands)
        let id = ProductID(CatalogIdentifiers.productID(number))

        let colours: [Slugged] =
            random.percent(12) ? [] : random.pick(random.int(in: 1...4), of: department.colours)
        let sizes = random.pick(department.sizeLadders)
        let skus = makeSKUs(productID: id.rawValue, colours: colours, sizes: sizes, department: department)
        let description = makeDescription(material: material, noun: noun, brand: brand, department: department.base)
        let rating = random.percent(85) ? makeRating() : nil
        return CatalogProducts.product(
            id: id, name: name, description: description, brand: brand, category: department.base.category,
            skus: skus, rating: rating)
    }

    private mutating func makeSKUs(
        productID: String, colours: [Slugged], sizes: [Slugged], department: PreparedDepartment
    ) -> [SKU] {
        let range = department.base.priceRange
        let base = random.int(in: range) / 100 * 100 + (random.percent(50) ? 99 : 0)
        let style = random.below(100)
        let wholeProductOutOfStock = random.percent(5)
        let colourOptions: [Slugged?] = colours.isEmpty ? [nil] : colours
        let sizeOptions: [Slugged?] = sizes.isEmpty ? [nil] : sizes
        let saleFraction = random.int(in: 55...90)
        var skus: [SKU] = []
        skus.reserveCapacity(colourOptions.count * sizeOptions.count)
        for (colourIndex, colour) in colourOptions.enumerated() {
            for (sizeIndex, size) in sizeOptions.enumerated() {
                let regular: Int
                let onSale: Bool
                switch style {
                case ..<40:  // one regular price for every SKU
                    (regular, onSale) = (base, false)
                case ..<60:  // one sale price for every SKU
                    (regular, onSale) = (base, true)
                case ..<85:  // bigger sizes cost more: a range
                    (regular, onSale) = (base + sizeIndex * max(100, base / 10 / 100 * 100), false)
                default:  // the first colour is on sale: a range, partly on sale
                    (regular, onSale) = (base, colourIndex == 0 && colourOptions.count > 1)
                }
                let sale = onSale ? max(1, min(regular - 1, regular * saleFraction / 100)) : nil
                let stock = wholeProductOutOfStock || random.percent(12) ? 0 : random.int(in: 1...60)
                let suffix = [colour?.slug, size?.slug].compactMap { $0 }.joined(separator: "-")
                skus.append(
                    SKU(
                        id: SKUID(productID + "-" + (suffix.isEmpty ? "one" : suffix)), colour: colour?.text,
                        size: size?.text,
                        price: CatalogProducts.usdPrice(regularCents: regular, saleCents: sale, amounts: &amounts),
                        stock: stock))
            }
        }
        return skus
    }

    private mutating func makeDescription(
        material: String, noun: String, brand: String, department: Department
    )
        -> String
    {
        let quality = random.pick(CatalogVocabulary.qualities)
        let use = random.pick(department.uses)
        let care = random.pick(CatalogVocabulary.careNotes)
        let item = "\(material.lowercased()) \(noun.lowercased())"
        let article = item.first.map { "aeiou".contains($0) } == true ? "An" : "A"
        return "\(quality). \(article) \(item) for \(use), from \(brand). \(care)"
    }

    private mutating func makeRating() -> Rating? {
        let tenths = random.int(in: 25...50)
        let count = random.int(in: 1...2_400)
        return try? Rating(stars: Double(tenths) / 10, count: count)
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
private struct PreparedDepartment {
    let base: Department
    let colours: [Slugged]
    let sizeLadders: [[Slugged]]

    init(_ base: Department) {
        self.base = base
        colours = base.colours.map(Slugged.init)
        sizeLadders = base.sizeLadders.map { $0.map(Slugged.init) }
    }
}
