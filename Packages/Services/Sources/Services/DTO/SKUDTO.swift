import Domain

/// A SKU on the wire: `{"id": "tee-red-s", "colour": "Red", "size": "S", "price": {...}, "stock": 5}`.
/// `colour` and `size` are absent when the product does not come in colours or sizes.
public struct SKUDTO: Codable, Hashable, Sendable {
    public var id: String
    public var colour: String?
    public var size: String?
    public var price: PriceDTO
    /// Units available, ≥ 0.
    public var stock: Int

    public init(id: String, colour: String? = nil, size: String? = nil, price: PriceDTO, stock: Int) {
        self.id = id
        self.colour = colour
        self.size = size
        self.price = price
        self.stock = stock
    }

    /// The wire form of a SKU (the server side).
    public init(_ sku: SKU) {
        self.init(id: sku.id.rawValue, colour: sku.colour, size: sku.size, price: PriceDTO(sku.price), stock: sku.stock)
    }
}
