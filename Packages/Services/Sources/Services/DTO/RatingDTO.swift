import Domain

/// A rating on the wire: `{"stars": 4.5, "count": 120}`.
public struct RatingDTO: Codable, Hashable, Sendable {
    /// The average, 0...5.
    public var stars: Double
    /// How many customers rated, ≥ 0.
    public var count: Int

    public init(stars: Double, count: Int) {
        self.stars = stars
        self.count = count
    }

    /// The wire form of a rating (the server side).
    public init(_ rating: Rating) {
        self.init(stars: rating.stars, count: rating.count)
    }
}
