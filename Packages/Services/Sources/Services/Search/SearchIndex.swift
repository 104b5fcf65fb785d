import Domain

/// The embedded catalog's search: a ``DocumentIndex`` over products, answering with the products.
///
/// Matching: every query token must be a prefix of some word of the product (its name, brand,
/// category or description), case- and diacritic-insensitively: "oa ch" finds "Oak Chair", "cafe"
/// finds "Café". Ranking: see ``SearchRank``; ties go by name, then id. ``NaiveProductSearch``
/// gives identical answers by a linear scan (the benchmark baseline).
public struct SearchIndex: Sendable {
    private let products: [Product]
    private let index: DocumentIndex

    /// Builds the index. Cost grows linearly with the text of the products.
    public init(products: [Product]) {
        self.products = products
        index = DocumentIndex(ProductDocuments(products: products))
    }

    /// How many distinct words the index holds.
    public var wordCount: Int { index.wordCount }

    /// The products matching `query`, best first, at most `limit` (none for a limit below 1), and
    /// how many matched in all. A blank query matches nothing.
    public func search(_ query: String, limit: Int) -> ProductSearch {
        let (positions, total) = index.matches(query, limit: limit)
        return ProductSearch(query: query, results: positions.map { products[$0] }, total: total)
    }
}
