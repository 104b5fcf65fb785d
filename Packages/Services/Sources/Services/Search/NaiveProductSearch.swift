import Domain

/// The same search as ``SearchIndex`` by a linear scan over every product's words: the baseline the
/// benchmark compares the index with, and the reference the tests check the index against.
///
/// Words are tokenised once at init (a fair baseline); each query still visits every product.
public struct NaiveProductSearch: Sendable {
    private let products: [Product]
    /// Each product's distinct words with the best field they appear in.
    private let documents: [[(word: String, field: UInt8)]]

    public init(products: [Product]) {
        self.products = products
        var tokenizer = SearchTokenizer()
        documents = products.indices.map { index in
            SearchField.bestFields(ofProductAt: index, in: products, tokenizer: &tokenizer).map {
                ($0.key, $0.value.rawValue)
            }
        }
    }

    /// As ``SearchIndex/search(_:limit:)``, with identical results.
    public func search(_ query: String, limit: Int) -> ProductSearch {
        let tokens = SearchQuery(query).tokens
        guard !tokens.isEmpty else { return ProductSearch(query: query, results: [], total: 0) }
        var matches: [(rank: UInt32, index: Int)] = []
        for (index, document) in documents.enumerated() {
            var rank = SearchRank()
            var matchesAll = true
            for token in tokens {
                var bestScore = SearchRank.noMatch
                for entry in document where entry.word.utf8.starts(with: token.utf8) {
                    let isWhole = entry.word.utf8.count == token.utf8.count
                    bestScore = min(bestScore, SearchRank.tokenScore(field: entry.field, isWholeWord: isWhole))
                }
                if bestScore == SearchRank.noMatch {
                    matchesAll = false
                    break
                }
                rank.add(tokenScore: bestScore)
            }
            if matchesAll { matches.append((rank.packed(isInStock: products[index].isInStock), index)) }
        }
        matches.sort { lhs, rhs in
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            return DocumentIndex.nameOrderPrecedes(
                (products[lhs.index].name, products[lhs.index].id, lhs.index),
                (products[rhs.index].name, products[rhs.index].id, rhs.index))
        }
        let results = matches.prefix(max(0, limit)).map { products[$0.index] }
        return ProductSearch(query: query, results: Array(results), total: matches.count)
    }
}
