import Domain

/// An inverted index over numbered products (``SearchDocuments``): built once, then each query
/// looks up only the products that can match, instead of scanning them all. It answers with
/// positions; ``SearchIndex`` holds the products and answers with them.
///
/// Matching: every query token must be a prefix of some word of the product (its name, brand,
/// category or description), case- and diacritic-insensitively: "oa ch" finds "Oak Chair", "cafe"
/// finds "Café". Ranking: see ``SearchRank``; ties go by name, then id. ``NaiveProductSearch``
/// gives identical answers by a linear scan (the benchmark baseline).
///
/// How a query runs:
/// - the vocabulary (every distinct word) is sorted by UTF-8 bytes, so the words starting with a
///   query token form one contiguous range of word ids, found by two binary searches;
/// - the query token whose range has the fewest postings (product lists, each entry carrying the
///   field the word is in) gives the candidates and their score for that token;
/// - each candidate is checked against the other tokens through its own list of word ids (a range
///   test per word), which completes its rank;
/// - the best `limit` are kept in a bounded heap; `total` counts every match.
struct DocumentIndex: Equatable, Sendable {
    /// How many products.
    var count: Int { inStock.count }
    /// Every distinct word, sorted by UTF-8 bytes.
    let vocabulary: [String]
    /// Each product's distinct words as `wordID << 2 | field`, ascending, flattened;
    /// `documentStarts[i]..<documentStarts[i+1]`.
    let documentWords: [UInt32]
    let documentStarts: [Int]
    /// Position of each product in (name, id, original position) order: the final tie-break.
    let nameOrder: [UInt32]
    let inStock: [Bool]
    /// For each word id, the products holding it, ascending, as `productIndex << 2 | field`.
    private let postings: [[UInt32]]
    /// The product at each position of `nameOrder`.
    private let productAtNameOrder: [UInt32]

    /// Builds the index. Cost grows linearly with the text of the products.
    ///
    /// One pass over the text gives each distinct word a provisional id (one ``WordTable`` for the
    /// whole catalog, looked up by bytes; no per-product dictionaries or sets) and keeps each
    /// product's first sighting of a word, which is in its best field; then the vocabulary is
    /// sorted once and the ids renumbered, each product's words sorted by id, and the postings
    /// filled into lists sized in advance. Names are ordered on integer keys (see `nameOrder`).
    init(_ documents: some SearchDocuments) {
        var documents = documents
        let count = documents.count
        var tokenizer = SearchTokenizer()
        var table = WordTable()
        var provisionalEntries: [UInt32] = []
        var documentStarts: [Int] = [0]
        documentStarts.reserveCapacity(count + 1)
        // For each word, the last product it was seen in: fields are read best first (name, then
        // brand or category, then description), so a word's first sighting in a product carries its
        // best field and later ones are dropped; no per-product set or sort.
        var lastSeenIn: [Int32] = []
        for productIndex in 0..<count {
            for field in SearchField.allCases {
                let fieldBits = UInt32(field.rawValue)
                documents.forEachWord(of: productIndex, in: field, words: &table, tokenizer: &tokenizer) { word in
                    // Words are numbered as first seen: a new one is past the end of the list.
                    if Int(word) >= lastSeenIn.count {
                        lastSeenIn.append(contentsOf: repeatElement(-1, count: Int(word) + 1 - lastSeenIn.count))
                    }
                    guard lastSeenIn[Int(word)] != Int32(productIndex) else { return }
                    lastSeenIn[Int(word)] = Int32(productIndex)
                    provisionalEntries.append(word << 2 | fieldBits)
                }
            }
            documentStarts.append(provisionalEntries.count)
        }

        // Sort the vocabulary by bytes and renumber: provisional id → final id.
        let words = table.words
        let order = words.indices.sorted { DocumentIndex.utf8Precedes(words[$0], words[$1]) }
        var finalID = [UInt32](repeating: 0, count: words.count)
        for (position, provisional) in order.enumerated() { finalID[provisional] = UInt32(position) }

        var documentWords = [UInt32](repeating: 0, count: provisionalEntries.count)
        for productIndex in 0..<count {
            let range = documentStarts[productIndex]..<documentStarts[productIndex + 1]
            for offset in range {
                let entry = provisionalEntries[offset]
                documentWords[offset] = finalID[Int(entry >> 2)] << 2 | (entry & 3)
            }
            documentWords[range].sort()
        }

        var positions = [UInt32](repeating: 0, count: count)
        for (position, productIndex) in DocumentIndex.nameOrder(of: documents).enumerated() {
            positions[productIndex] = UInt32(position)
        }
        self.init(
            vocabulary: order.map { words[$0] }, documentWords: documentWords, documentStarts: documentStarts,
            nameOrder: positions, inStock: (0..<count).map { documents.isInStock($0) })
    }

    /// An index from its parts, as ``init(_:)`` makes them or a snapshot holds them
    /// (`DocumentIndex+Snapshot`); the postings and the inverse of `nameOrder` are derived here.
    init(vocabulary: [String], documentWords: [UInt32], documentStarts: [Int], nameOrder: [UInt32], inStock: [Bool]) {
        var postingCounts = [Int](repeating: 0, count: vocabulary.count)
        for entry in documentWords { postingCounts[Int(entry >> 2)] += 1 }
        var postings = postingCounts.map { count -> [UInt32] in
            var list: [UInt32] = []
            list.reserveCapacity(count)
            return list
        }
        for productIndex in inStock.indices {
            for offset in documentStarts[productIndex]..<documentStarts[productIndex + 1] {
                let entry = documentWords[offset]
                postings[Int(entry >> 2)].append(UInt32(productIndex) << 2 | (entry & 3))
            }
        }
        var productAtNameOrder = [UInt32](repeating: 0, count: nameOrder.count)
        for (productIndex, position) in nameOrder.enumerated() {
            productAtNameOrder[Int(position)] = UInt32(productIndex)
        }

        self.vocabulary = vocabulary
        self.documentWords = documentWords
        self.documentStarts = documentStarts
        self.nameOrder = nameOrder
        self.inStock = inStock
        self.postings = postings
        self.productAtNameOrder = productAtNameOrder
    }

    /// How many distinct words the index holds.
    var wordCount: Int { vocabulary.count }

    /// The positions of the products matching `query`, best first, at most `limit` (none for a
    /// limit below 1), and how many matched in all. A blank query matches nothing.
    func matches(_ query: String, limit: Int) -> (positions: [Int], total: Int) {
        let tokens = SearchQuery(query).tokens
        guard !tokens.isEmpty else { return ([], 0) }

        var ranges: [WordRange] = []
        var cheapest = 0
        var cheapestCost = Int.max
        for (position, token) in tokens.enumerated() {
            let range = wordRange(withPrefix: token)
            guard !range.isEmpty else { return ([], 0) }
            let exact = vocabulary[range.lowerBound].utf8.elementsEqual(token.utf8) ? UInt32(range.lowerBound) : nil
            ranges.append(WordRange(lower: UInt32(range.lowerBound), upper: UInt32(range.upperBound), exact: exact))
            let cost = postings[range].reduce(0) { $0 + $1.count }
            if cost < cheapestCost { (cheapest, cheapestCost) = (position, cost) }
        }

        var best = BoundedBest(capacity: max(0, limit))
        var total = 0
        let others = ranges.indices.filter { $0 != cheapest }.map { ranges[$0] }
        forEachCandidate(matching: ranges[cheapest]) { productIndex, cheapestScore in
            var rank = SearchRank()
            rank.add(tokenScore: cheapestScore)
            guard let packed = self.rank(of: productIndex, adding: others, to: rank) else { return }
            total += 1
            best.insert(UInt64(packed) << 32 | UInt64(nameOrder[productIndex]))
        }
        return (best.sortedKeys().map { Int(productAtNameOrder[Int($0 & 0xFFFF_FFFF)]) }, total)
    }

    /// Calls `body` once for each product holding a word in `range`, with the best token score of
    /// those words in it, read from the postings alone.
    private func forEachCandidate(matching range: WordRange, _ body: (Int, UInt8) -> Void) {
        func score(_ entry: UInt32, word: UInt32) -> UInt8 {
            SearchRank.tokenScore(field: UInt8(entry & 3), isWholeWord: word == range.exact)
        }
        if range.upper - range.lower == 1 {
            for entry in postings[Int(range.lower)] { body(Int(entry >> 2), score(entry, word: range.lower)) }
            return
        }
        var bestScores = [UInt8](repeating: SearchRank.noMatch, count: count)
        var touched: [Int] = []
        for word in range.lower..<range.upper {
            for entry in postings[Int(word)] {
                let productIndex = Int(entry >> 2)
                if bestScores[productIndex] == SearchRank.noMatch { touched.append(productIndex) }
                bestScores[productIndex] = min(bestScores[productIndex], score(entry, word: word))
            }
        }
        for productIndex in touched { body(productIndex, bestScores[productIndex]) }
    }

    /// The packed rank of a product given its rank so far, or nil when one of `ranges` matches none
    /// of its words.
    private func rank(of productIndex: Int, adding ranges: [WordRange], to start: SearchRank) -> UInt32? {
        let words = documentWords[documentStarts[productIndex]..<documentStarts[productIndex + 1]]
        var rank = start
        for range in ranges {
            var bestScore = SearchRank.noMatch
            // Words are sorted by id, so the ones in range sit together.
            for entry in words {
                let word = entry >> 2
                if word < range.lower { continue }
                if word >= range.upper { break }
                let score = SearchRank.tokenScore(field: UInt8(entry & 3), isWholeWord: word == range.exact)
                bestScore = min(bestScore, score)
            }
            guard bestScore != SearchRank.noMatch else { return nil }
            rank.add(tokenScore: bestScore)
        }
        return rank.packed(isInStock: inStock[productIndex])
    }

    /// The ids of the words starting with `prefix` (contiguous, as the vocabulary is sorted by bytes).
    private func wordRange(withPrefix prefix: String) -> Range<Int> {
        var low = 0
        var high = vocabulary.count
        while low < high {
            let middle = low + (high - low) / 2
            if DocumentIndex.utf8Precedes(vocabulary[middle], prefix) { low = middle + 1 } else { high = middle }
        }
        let start = low
        high = vocabulary.count
        while low < high {
            let middle = low + (high - low) / 2
            if vocabulary[middle].utf8.starts(with: prefix.utf8) { low = middle + 1 } else { high = middle }
        }
        return start..<low
    }

    static func utf8Precedes(_ lhs: String, _ rhs: String) -> Bool {
        lhs.utf8.lexicographicallyPrecedes(rhs.utf8)
    }

    /// The product indices in ``nameOrderPrecedes(_:_:)`` order, sorted on integers where it can.
    ///
    /// A catalog repeats names a lot: each distinct name (by bytes) is ranked once, and names that
    /// `String` finds equal (canonically equivalent) share a rank. Products are sorted by rank and
    /// position; within a run of one name, ids compare as strings only when they do not already
    /// ascend with the position.
    private static func nameOrder(of documents: some SearchDocuments) -> [Int] {
        guard documents.count > 0 else { return [] }
        var table = WordTable(foldsASCIICase: false)
        let nameSlots = (0..<documents.count).map { Int(table.number(of: documents.name(of: $0))) }
        let names = table.words
        var rankOfSlot = [Int](repeating: 0, count: names.count)
        var rank = 0
        let byName = names.indices.sorted { names[$0] < names[$1] }
        for (position, slot) in byName.enumerated() {
            if position > 0 && names[byName[position - 1]] < names[slot] { rank += 1 }
            rankOfSlot[slot] = rank
        }
        var keys = nameSlots.indices.map { UInt64(rankOfSlot[nameSlots[$0]]) << 32 | UInt64($0) }
        keys.sort()
        var order = keys.map { Int($0 & 0xFFFF_FFFF) }

        var runStart = 0
        for end in 1...order.count where end == order.count || keys[end] >> 32 != keys[runStart] >> 32 {
            let run = runStart..<end
            if !run.dropFirst().allSatisfy({ documents.id(of: order[$0 - 1]) < documents.id(of: order[$0]) }) {
                order[run].sort {
                    nameOrderPrecedes(
                        (names[nameSlots[$0]], documents.id(of: $0), $0),
                        (names[nameSlots[$1]], documents.id(of: $1), $1))
                }
            }
            runStart = end
        }
        return order
    }

    /// The final tie-break shared with ``NaiveProductSearch``: name, then id, then list position.
    static func nameOrderPrecedes(
        _ lhs: (name: String, id: ProductID, index: Int), _ rhs: (name: String, id: ProductID, index: Int)
    ) -> Bool {
        if lhs.name != rhs.name { return lhs.name < rhs.name }
        if lhs.id != rhs.id { return lhs.id < rhs.id }
        return lhs.index < rhs.index
    }
}

/// The word ids starting with one query token, and the id of the token itself if it is a word.
private struct WordRange {
    let lower: UInt32
    let upper: UInt32
    let exact: UInt32?
}

/// The `capacity` smallest keys seen, kept in a max-heap so each insert costs O(log capacity).
private struct BoundedBest {
    let capacity: Int
    private var heap: [UInt64] = []

    init(capacity: Int) {
        self.capacity = capacity
    }

    mutating func insert(_ key: UInt64) {
        guard capacity > 0 else { return }
        if heap.count < capacity {
            heap.append(key)
            siftUp(heap.count - 1)
        } else if key < heap[0] {
            heap[0] = key
            siftDown(0)
        }
    }

    func sortedKeys() -> [UInt64] { heap.sorted() }

    private mutating func siftUp(_ start: Int) {
        var child = start
        while child > 0 {
            let parent = (child - 1) / 2
            guard heap[child] > heap[parent] else { return }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        while true {
            let left = 2 * parent + 1
            let right = left + 1
            var largest = parent
            if left < heap.count, heap[left] > heap[largest] { largest = left }
            if right < heap.count, heap[right] > heap[largest] { largest = right }
            if largest == parent { return }
            heap.swapAt(parent, largest)
            parent = largest
        }
    }
}
