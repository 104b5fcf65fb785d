/// A typed identifier: a raw value tagged with the type it identifies, so a `ProductID`
/// can never be passed where a `SKUID` is expected.
///
/// `Subject` is a phantom type; it is never stored.
public struct Identifier<Subject, RawValue: Hashable & Sendable>: RawRepresentable, Hashable, Sendable {
    public let rawValue: RawValue

    public init(rawValue: RawValue) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: RawValue) {
        self.rawValue = rawValue
    }
}

extension Identifier: Comparable where RawValue: Comparable {
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension Identifier: CustomStringConvertible {
    public var description: String { "\(rawValue)" }
}

extension Identifier: ExpressibleByUnicodeScalarLiteral where RawValue == String {
    public init(unicodeScalarLiteral value: String) { self.init(rawValue: value) }
}

extension Identifier: ExpressibleByExtendedGraphemeClusterLiteral where RawValue == String {
    public init(extendedGraphemeClusterLiteral value: String) { self.init(rawValue: value) }
}

extension Identifier: ExpressibleByStringLiteral where RawValue == String {
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension Identifier: ExpressibleByIntegerLiteral where RawValue == Int {
    public init(integerLiteral value: Int) { self.init(rawValue: value) }
}

/// Identifies a ``Product``.
public typealias ProductID = Identifier<Product, String>
/// Identifies a ``SKU`` (one buyable variant of a product).
public typealias SKUID = Identifier<SKU, String>
/// Identifies a ``BlogEntry``; blog entries are numbered, as in the VSM seed.
public typealias BlogEntryID = Identifier<BlogEntry, Int>
