import Foundation

/// Dates of the JSON contract: ISO 8601, written in UTC with whole seconds (or milliseconds when the
/// date has a fraction of a second), read with or without fractional seconds and with any offset.
enum ContractDate {
    private static let wholeSeconds = Date.ISO8601FormatStyle()
    private static let fractionalSeconds = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    static func string(from date: Date) -> String {
        let seconds = date.timeIntervalSinceReferenceDate
        return seconds.rounded(.down) == seconds ? wholeSeconds.format(date) : fractionalSeconds.format(date)
    }

    /// The date the text names, or `nil` when it is not ISO 8601.
    static func date(from text: String) -> Date? {
        (try? wholeSeconds.parse(text)) ?? (try? fractionalSeconds.parse(text))
    }
}
