/// One buyable variant of a product (a stock-keeping unit): a colour and size at a price, with stock.
public struct SKU: Hashable, Sendable, Identifiable {
    public let id: SKUID
    /// The colour name, if the product comes in colours.
    public let colour: String?
    /// The size label, if the product comes in sizes.
    public let size: String?
    public let price: Price
    /// Units available; never negative.
    public let stock: Int

    /// Creates a SKU. A negative stock is clamped to zero: stock can be absent, not owed.
    public init(id: SKUID, colour: String? = nil, size: String? = nil, price: Price, stock: Int) {
        self.id = id
        self.colour = colour
        self.size = size
        self.price = price
        self.stock = max(0, stock)
    }

    public var isInStock: Bool { stock > 0 }

    /// "Red / M", "Red", "M" or "One size", for people.
    public var variantName: String {
        let parts = [colour, size].compactMap { $0 }
        return parts.isEmpty ? "One size" : parts.joined(separator: " / ")
    }
}
