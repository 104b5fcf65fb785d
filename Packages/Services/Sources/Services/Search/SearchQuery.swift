/// A search query as both search implementations read it: distinct folded tokens, in the order
/// typed, at most ``maximumTokens`` of them (later words are ignored).
struct SearchQuery {
    static let maximumTokens = 16

    let tokens: [String]

    init(_ text: String) {
        var tokenizer = SearchTokenizer()
        var seen = Set<String>()
        var tokens: [String] = []
        for token in tokenizer.tokens(text) where seen.insert(token).inserted {
            tokens.append(token)
            if tokens.count == Self.maximumTokens { break }
        }
        self.tokens = tokens
    }
}
