import Foundation
import Testing

@testable import BlogFeature

/// `DateText` works the date out by arithmetic; the text must be what a UTC Gregorian calendar
/// gives, on every day and at every time of day, before 1970 as after.
struct DateTextTests {
    /// The text the calendar gives: what `DateText` printed before it stopped making a calendar.
    private func calendarText(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0)!
        let parts = calendar.dateComponents([.year, .month, .day], from: date)
        let (year, month, day) = (parts.year!, parts.month!, parts.day!)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    @Test func theDaysFrom1600To2400MatchTheCalendar() {
        // Every day from 1890 to 2110 (2000 is a leap year, 1900 and 2100 are not), and every 11th
        // day from 1600-01-01 to 2400-12-31 (11 days move through every day of the month and year).
        var mismatches: [String] = []
        let days = Array(-29_219...51_498) + Array(stride(from: -135_140, through: 157_419, by: 11))
        for day in days {
            let date = Date(timeIntervalSince1970: Double(day) * 86_400)
            let text = DateText.day(date)
            if text != calendarText(date) { mismatches.append("\(day): \(text) vs \(calendarText(date))") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(5))")
    }

    @Test func theTimeOfDayDoesNotChangeTheDay() {
        // The last second of a day, fractions around midnight, and instants before 1970.
        let instants: [Double] = [
            0, -0.5, -1, 86_399.999, 86_400, -86_400.25, 1_795_547_379.2, 951_782_400 - 0.001, 951_782_400,
            -2_208_988_800.75,
        ]
        for instant in instants {
            let date = Date(timeIntervalSince1970: instant)
            #expect(DateText.day(date) == calendarText(date), "at \(instant)")
        }
    }

    @Test func knownDates() {
        #expect(DateText.day(Date(timeIntervalSince1970: 0)) == "1970-01-01")
        #expect(DateText.day(Date(timeIntervalSince1970: 951_782_400)) == "2000-02-29")
        #expect(DateText.day(Date(timeIntervalSince1970: -1)) == "1969-12-31")
    }
}
