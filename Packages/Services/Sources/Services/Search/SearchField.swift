import Domain

/// Where in a product a token was found, best first: the name outranks the brand and category,
/// which outrank the description.
enum SearchField: UInt8, CaseIterable {
    case name = 0
    case brandOrCategory = 1
    case description = 2

    /// Calls `body` with each text of `products[index]` searched in this field (no array made per
    /// product: the index reads every product's texts).
    ///
    /// It takes the array and a position, not a `Product`, so that each text is read from the array
    /// in place: a `Product` passed whole is copied out of the array first, a dozen strings and
    /// arrays retained and released, for every field of every product (about a fifth of building
    /// the index of 100,000 products).
    func forEachText(ofProductAt index: Int, in products: [Product], _ body: (String) -> Void) {
        switch self {
        case .name: body(products[index].name)
        case .brandOrCategory:
            body(products[index].brand)
            body(products[index].category)
        case .description: body(products[index].description)
        }
    }

    /// Each distinct token of `products[index]` with the best field it appears in.
    static func bestFields(
        ofProductAt index: Int, in products: [Product], tokenizer: inout SearchTokenizer
    ) -> [String: SearchField] {
        var best: [String: SearchField] = [:]
        for field in allCases {
            field.forEachText(ofProductAt: index, in: products) { text in
                for token in tokenizer.tokens(text) where best[token] == nil {
                    best[token] = field
                }
            }
        }
        return best
    }
}
