/// How well one product matches a query, packed into one integer so ranking is a plain sort.
/// Lower is better. In order of importance:
/// 1. the sum over query tokens of the field each matched best in (name 0, brand/category 1,
///    description 2): matches in names first;
/// 2. how many query tokens matched only as the prefix of a word: whole words first;
/// 3. out of stock after in stock.
///
/// Ties are broken by product name, then id (see ``SearchIndex``).
struct SearchRank {
    /// The best (lowest) value for one token: `field * 2 + (prefix ? 1 : 0)`.
    static func tokenScore(field: UInt8, isWholeWord: Bool) -> UInt8 {
        field &* 2 &+ (isWholeWord ? 0 : 1)
    }

    /// A token score that means "no match".
    static let noMatch: UInt8 = .max

    private(set) var fieldSum: UInt32 = 0
    private(set) var prefixCount: UInt32 = 0

    /// Adds the best score of one query token.
    mutating func add(tokenScore: UInt8) {
        fieldSum += UInt32(tokenScore / 2)
        prefixCount += UInt32(tokenScore % 2)
    }

    /// The rank as one number; with at most ``SearchQuery/maximumTokens`` tokens it fits in 16 bits.
    func packed(isInStock: Bool) -> UInt32 {
        fieldSum << 8 | prefixCount << 1 | (isInStock ? 0 : 1)
    }
}
