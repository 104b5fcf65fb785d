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

    /// Inlinable, as ``Product/isInStock`` that reads it is.
    @inlinable public var isInStock: Bool { stock > 0 }

    /// "Red / M", "Red", "M" or "One size", for people.
    public var variantName: String {
        // Spelled out rather than joined from an array: the generic `joined(separator:)` costs a
        // one-shot command a runtime conformance lookup the first time.
        switch (colour, size) {
        case (let colour?, let size?): colour + " / " + size
        case (let colour?, nil): colour
        case (nil, let size?): size
        case (nil, nil): "One size"
        }
    }
}
