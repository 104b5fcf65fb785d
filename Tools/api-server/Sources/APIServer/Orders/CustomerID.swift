/// Who an order belongs to: the customer name a development token maps to (`alice`, `bob`, …).
public struct CustomerID: Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String

    /// A customer name: 1...64 characters of `[A-Za-z0-9._-]`; nil for anything else.
    public init?(_ text: String) {
        guard (1...64).contains(text.count), text.unicodeScalars.allSatisfy(Self.isAllowed) else { return nil }
        rawValue = text
    }

    public var description: String { rawValue }

    private static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII
            && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "._-".unicodeScalars.contains(scalar))
    }
}
