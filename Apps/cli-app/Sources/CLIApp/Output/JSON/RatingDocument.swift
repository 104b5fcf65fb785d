import Domain

/// Customers' rating in JSON: `{"stars":4.5,"count":120}`.
public struct RatingDocument: Codable, Hashable, Sendable {
    public let stars: Double
    public let count: Int

    public init(_ rating: Rating) {
        stars = rating.stars
        count = rating.count
    }
}
