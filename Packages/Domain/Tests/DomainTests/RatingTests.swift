import Testing

@testable import Domain

struct RatingTests {
    @Test("Stars from zero to five are valid", arguments: [0, 0.1, 2.5, 4.99, 5])
    func starsFromZeroToFiveAreValid(stars: Double) throws {
        let rating = try Rating(stars: stars, count: 3)
        #expect(rating.stars == stars)
        #expect(rating.count == 3)
    }

    @Test(
        "Stars outside zero to five throw",
        arguments: [-0.01, -1, 5.01, 6, Double.nan, .infinity, -.infinity])
    func starsOutsideTheRangeThrow(stars: Double) {
        #expect {
            try Rating(stars: stars, count: 1)
        } throws: { error in
            guard case .starsOutOfRange(let reported) = error as? RatingError else { return false }
            return reported == stars || (reported.isNaN && stars.isNaN)
        }
    }

    @Test func aNegativeCountThrows() {
        #expect(throws: RatingError.negativeCount(-1)) { try Rating(stars: 4, count: -1) }
    }

    @Test func noRatingsYetIsValid() throws {
        #expect(try Rating(stars: 0, count: 0).count == 0)
    }

    @Test(
        "Formats to one decimal place with the count",
        arguments: [(4.5, 120, "4.5★ (120)"), (4, 3, "4.0★ (3)"), (4.449, 7, "4.4★ (7)"), (5, 1, "5.0★ (1)")])
    func formatsToOneDecimalPlace(stars: Double, count: Int, expected: String) throws {
        #expect(try Rating(stars: stars, count: count).formatted == expected)
    }
}
