import Foundation

/// Customers' average rating of a product, out of five stars.
public struct Rating: Hashable, Sendable {
    /// The average, 0...5.
    public let stars: Double
    /// How many customers rated.
    public let count: Int

    /// - Throws: ``RatingError`` when stars are outside 0...5 or the count is negative.
    public init(stars: Double, count: Int) throws(RatingError) {
        guard stars.isFinite, (0...5).contains(stars) else { throw .starsOutOfRange(stars) }
        guard count >= 0 else { throw .negativeCount(count) }
        self.stars = stars
        self.count = count
    }

    /// For people, e.g. `"4.5★ (120)"`.
    public var formatted: String {
        let rounded = (stars * 10).rounded() / 10
        return "\(rounded)★ (\(count))"
    }
}

/// A rating broke one of its rules.
public enum RatingError: Error, Equatable, Sendable, LocalizedError {
    case starsOutOfRange(Double)
    case negativeCount(Int)

    public var errorDescription: String? {
        switch self {
        case .starsOutOfRange(let stars): "rating \(stars) is outside 0...5 stars"
        case .negativeCount(let count): "rating count \(count) is negative"
        }
    }
}
