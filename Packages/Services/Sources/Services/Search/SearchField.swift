import Domain

/// Where in a product a token was found, best first: the name outranks the brand and category,
/// which outrank the description.
enum SearchField: UInt8, CaseIterable {
    case name = 0
    case brandOrCategory = 1
    case description = 2

    /// Calls `body` with each text of `product` searched in this field (no array made per product:
    /// the index reads every product's texts).
    func forEachText(of product: Product, _ body: (String) -> Void) {
        switch self {
        case .name: body(product.name)
        case .brandOrCategory:
            body(product.brand)
            body(product.category)
        case .description: body(product.description)
        }
    }

    /// Each distinct token of a product with the best field it appears in.
    static func bestFields(of product: Product, tokenizer: inout SearchTokenizer) -> [String: SearchField] {
        var best: [String: SearchField] = [:]
        for field in allCases {
            field.forEachText(of: product) { text in
                for token in tokenizer.tokens(text) where best[token] == nil {
                    best[token] = field
                }
            }
        }
        return best
    }
}
