import Foundation

/// An order's `placedAt` on the wire: ISO 8601 in UTC, whole seconds (the contract's form; orders
/// are stamped to the second, so the stored time and the answered one are the same).
enum OrderDate {
    private static let format = Date.ISO8601FormatStyle()

    static func string(from date: Date) -> String {
        format.format(date)
    }

    /// The date cut to the whole second below.
    static func wholeSeconds(_ date: Date) -> Date {
        Date(timeIntervalSince1970: date.timeIntervalSince1970.rounded(.down))
    }
}
