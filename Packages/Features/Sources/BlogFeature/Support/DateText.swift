import Foundation

/// Dates as the blog shows them: `2026-11-23`, in UTC, so every machine and every test renders the
/// same text whatever its locale or time zone.
///
/// Worked out by arithmetic on the days since 1970 (the proleptic Gregorian calendar, as
/// `Calendar(identifier: .gregorian)` reckons every date since its 1582 reform): making a calendar
/// and a time zone cost `blog list` and `blog show` a visible share of their start-up, for a format
/// that never changes. `DateTextTests` pins the text to the calendar's for dates from 1600 to 2400.
enum DateText {
    static func day(_ date: Date) -> String {
        let seconds = date.timeIntervalSince1970.rounded(.down)
        let days = Int((seconds / 86_400).rounded(.down))
        let (year, month, day) = civilDate(daysSince1970: days)
        return "\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)"
    }

    /// The Gregorian year, month (1–12) and day (1–31) of a day counted from 1970-01-01 (Howard
    /// Hinnant's `civil_from_days`: eras of 400 years, years that start on 1 March).
    static func civilDate(daysSince1970 days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468  // days from 0000-03-01
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097  // 0...146096
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365  // 0...399
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)  // 0...365, from 1 March
        let monthFromMarch = (5 * dayOfYear + 2) / 153  // 0...11
        let day = dayOfYear - (153 * monthFromMarch + 2) / 5 + 1
        let month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }
}
