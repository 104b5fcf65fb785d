/// Every draw that makes one generated product, and nothing else: a handful of integers, taken
/// from the random stream in the generator's order (``ProductGenerator/drawRecipe(number:)``).
///
/// Making the `Product` from a recipe draws nothing (``ProductGenerator/product(from:)``),
/// so a catalog can draw every recipe at start-up, which is cheap, and make a product only when a
/// command asks for it, which is where the time goes (strings, SKU ids, `Decimal` prices).
struct ProductRecipe: Equatable, Sendable {
    /// The product's number: 1 is `p-0001`.
    let number: Int
    /// Index into ``CatalogVocabulary/departments``; the next three index that department's lists.
    let department: Int
    let material: Int
    let noun: Int
    /// Index into ``CatalogVocabulary/adjectives``, when the name has one.
    let adjective: Int?
    /// Index into ``CatalogVocabulary/brands``.
    let brand: Int
    /// The chosen colours: indices into the department's colours, ascending (none: no colour).
    let colours: [Int]
    /// Index into the department's size ladders (an empty ladder: no size).
    let sizeLadder: Int
    /// The regular price in cents before the price style applies.
    let baseCents: Int
    /// 0..<100: how prices vary across the SKUs (see ``ProductGenerator``).
    let priceStyle: Int
    /// A sale price as a percentage of its regular price.
    let salePercent: Int
    /// Each SKU's stock, colour by colour and within a colour size by size.
    let stocks: [Int]
    /// Indices into ``CatalogVocabulary/qualities``, the department's uses and
    /// ``CatalogVocabulary/careNotes``: the description.
    let quality: Int
    let use: Int
    let care: Int
    /// The rating, when the product is rated.
    let rating: RatingDraw?

    /// A rating as drawn: tenths of a star (25...50) and how many customers rated.
    struct RatingDraw: Equatable, Sendable {
        let tenths: Int
        let count: Int
    }

    /// Whether any SKU has stock, known without making the product.
    var isInStock: Bool { stocks.contains { $0 > 0 } }
}
