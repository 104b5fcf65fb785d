/// A SKU whose price moved between the cart and placement: shown to the customer before they confirm.
public struct PriceChange: Hashable, Sendable {
    public let sku: SKUID
    /// The price the customer saw.
    public let was: Price
    /// The price now.
    public let now: Price

    public init(sku: SKUID, was: Price, now: Price) {
        self.sku = sku
        self.was = was
        self.now = now
    }

    /// Whether the customer pays more per item than they saw.
    public var isIncrease: Bool { now.current.amount > was.current.amount }
}
