import Foundation

/// The key that makes placing an order safe to retry: the server (or the local order book) places
/// at most one order per key, and answers a repeat with that same order.
///
/// 1…255 characters of `A–Z a–z 0–9 . _ : -` (the wire contract's rule), checked on creation.
public struct IdempotencyKey: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public static let maximumLength = 255
    public let rawValue: String

    /// A key from text, `nil` when it breaks the rule.
    public init?(rawValue: String) {
        guard (1...Self.maximumLength).contains(rawValue.utf8.count),
            rawValue.utf8.allSatisfy(Self.isAllowed)
        else { return nil }
        self.rawValue = rawValue
    }

    /// A new key, unique for every placement: a lower-case random UUID.
    public init() {
        rawValue = UUID().uuidString.lowercased()
    }

    public var description: String { rawValue }

    private static func isAllowed(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: ":"),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }
}
