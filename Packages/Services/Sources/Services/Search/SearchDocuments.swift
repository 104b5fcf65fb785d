import Domain

/// What a ``DocumentIndex`` is built from: numbered products' words by field, their names and
/// ids (the last tie-break) and whether each is in stock, without the `Product` values themselves.
///
/// ``ProductDocuments`` reads made products; `GeneratedProductTexts` reads a generated catalog's
/// recipes, so a search of the embedded catalog makes only the products it returns.
protocol SearchDocuments {
    /// How many documents; they are numbered `0..<count`.
    var count: Int { get }

    /// Calls `body` with the number `words` gives each token of `document`'s text in `field`, in
    /// any order, repeats allowed (the index keeps each word once per document, in its best field).
    mutating func forEachWord(
        of document: Int, in field: SearchField, words: inout WordTable, tokenizer: inout SearchTokenizer,
        _ body: (UInt32) -> Void)

    /// The product's name, for the final tie-break.
    func name(of document: Int) -> String

    /// The product's id, for the final tie-break between equal names.
    func id(of document: Int) -> ProductID

    func isInStock(_ document: Int) -> Bool
}

/// Products already made: each text is tokenized as it stands.
struct ProductDocuments: SearchDocuments {
    let products: [Product]

    var count: Int { products.count }

    func forEachWord(
        of document: Int, in field: SearchField, words: inout WordTable, tokenizer: inout SearchTokenizer,
        _ body: (UInt32) -> Void
    ) {
        field.forEachText(ofProductAt: document, in: products) { text in
            words.forEachToken(in: text, tokenizer: &tokenizer, body)
        }
    }

    func name(of document: Int) -> String { products[document].name }

    func id(of document: Int) -> ProductID { products[document].id }

    func isInStock(_ document: Int) -> Bool { products[document].isInStock }
}
