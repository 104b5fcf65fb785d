import Domain

/// Where in a product a token was found, best first: the name outranks the brand and category,
/// which outrank the description.
enum SearchField: UInt8, CaseIterable {
    case name = 0
    case brandOrCategory = 1
    case description = 2

    /// The texts of a product searched in this field.
    func texts(of product: Product) -> [String] {
        switch self {
        case .name: [product.name]
        case .brandOrCategory: [product.brand, product.category]
        case .description: [product.description]
        }
    }

    /// Each distinct token of a product with the best field it appears in.
    static func bestFields(of product: Product, tokenizer: inout SearchTokenizer) -> [String: SearchField] {
        var best: [String: SearchField] = [:]
        for field in allCases {
            for text in field.texts(of: product) {
                for token in tokenizer.tokens(text) where best[token] == nil {
                    best[token] = field
                }
            }
        }
        return best
    }
}
