import Domain

/// The searchable text of generated products, read from their recipes without making them.
///
/// Every generated text is vocabulary words put together with spaces and punctuation, which the
/// tokenizer drops: so a product's words are the words of its pieces (its material, its noun, its
/// brand, ...), and each distinct piece is tokenized once for the whole catalog instead of once
/// per product. The pieces mirror ``ProductGenerator/product(from:)``'s texts;
/// `GeneratedProductsTests` checks the index built from them equals the one built from the made
/// products.
struct GeneratedProductTexts: SearchDocuments {
    private let recipes: [ProductRecipe]
    /// The word numbers of each piece of ``CatalogTextPieces/texts``, once tokenized.
    private var wordsOfPiece: [[UInt32]?]

    init(_ products: GeneratedProducts) {
        recipes = products.allRecipes()
        wordsOfPiece = Array(repeating: nil, count: CatalogTextPieces.shared.texts.count)
    }

    var count: Int { recipes.count }

    mutating func forEachWord(
        of document: Int, in field: SearchField, words: inout WordTable, tokenizer: inout SearchTokenizer,
        _ body: (UInt32) -> Void
    ) {
        let pieces = CatalogTextPieces.shared
        let recipe = recipes[document]
        let department = recipe.department
        func emit(_ piece: Int) {
            if wordsOfPiece[piece] == nil {
                var numbers: [UInt32] = []
                words.forEachToken(in: pieces.texts[piece], tokenizer: &tokenizer) { numbers.append($0) }
                wordsOfPiece[piece] = numbers
            }
            for word in wordsOfPiece[piece] ?? [] { body(word) }
        }
        switch field {
        case .name:
            if let adjective = recipe.adjective { emit(pieces.adjectives[adjective]) }
            emit(pieces.materials[department][recipe.material])
            emit(pieces.nouns[department][recipe.noun])
        case .brandOrCategory:
            emit(pieces.brands[recipe.brand])
            emit(pieces.categories[department])
        case .description:
            // "Quality. A material noun for use, from Brand. Care." (lower-cased words tokenize alike).
            emit(pieces.qualities[recipe.quality])
            emit(pieces.articles[department][recipe.material])
            emit(pieces.materials[department][recipe.material])
            emit(pieces.nouns[department][recipe.noun])
            emit(pieces.forWord)
            emit(pieces.uses[department][recipe.use])
            emit(pieces.fromWord)
            emit(pieces.brands[recipe.brand])
            emit(pieces.careNotes[recipe.care])
        }
    }

    func name(of document: Int) -> String {
        let recipe = recipes[document]
        let words = CatalogVocabulary.departments[recipe.department]
        let adjective = recipe.adjective.map { CatalogVocabulary.adjectives[$0] + " " } ?? ""
        return adjective + words.materials[recipe.material] + " " + words.nouns[recipe.noun]
    }

    func id(of document: Int) -> ProductID {
        ProductID(CatalogIdentifiers.productID(recipes[document].number))
    }

    func isInStock(_ document: Int) -> Bool {
        recipes[document].isInStock
    }
}

/// Every text generated products are searched by, each with a number: the vocabulary's word lists
/// (materials, nouns and uses by department), the article a material takes, and the description's
/// own words.
struct CatalogTextPieces: Sendable {
    private(set) var texts: [String] = []
    private(set) var adjectives: [Int] = []
    private(set) var brands: [Int] = []
    private(set) var qualities: [Int] = []
    private(set) var careNotes: [Int] = []
    private(set) var categories: [Int] = []
    private(set) var materials: [[Int]] = []
    private(set) var nouns: [[Int]] = []
    private(set) var uses: [[Int]] = []
    /// The article before each material in descriptions ("A", "An"), by department and material.
    private(set) var articles: [[Int]] = []
    private(set) var forWord = 0
    private(set) var fromWord = 0

    static let shared = CatalogTextPieces()

    private init() {
        adjectives = add(CatalogVocabulary.adjectives)
        brands = add(CatalogVocabulary.brands)
        qualities = add(CatalogVocabulary.qualities)
        careNotes = add(CatalogVocabulary.careNotes)
        let articleNumbers = add(["A", "An"])
        (forWord, fromWord) = (add(["for"])[0], add(["from"])[0])
        for department in CatalogVocabulary.departments {
            categories += add([department.category])
            materials.append(add(department.materials))
            nouns.append(add(department.nouns))
            uses.append(add(department.uses))
            articles.append(
                department.materials.map {
                    ProductGenerator.article(forMaterial: $0) == "An" ? articleNumbers[1] : articleNumbers[0]
                })
        }
    }

    private mutating func add(_ words: [String]) -> [Int] {
        texts += words
        return Array(texts.count - words.count..<texts.count)
    }
}
