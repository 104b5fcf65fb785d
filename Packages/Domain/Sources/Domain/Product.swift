/// Something the shop sells, with the SKUs a customer can choose between.
public struct Product: Hashable, Sendable, Identifiable {
    public let id: ProductID
    public let name: String
    public let description: String
    public let brand: String
    public let category: String
    /// The price across the SKUs.
    public let price: ProductPrice
    public let skus: [SKU]
    public let rating: Rating?

    /// Creates a product; its ``price`` is derived from its SKUs so the two cannot disagree.
    /// - Throws: ``PriceError`` when there are no SKUs or their prices mix currencies.
    public init(
        id: ProductID, name: String, description: String, brand: String, category: String,
        skus: [SKU], rating: Rating? = nil
    ) throws(PriceError) {
        self.id = id
        self.name = name
        self.description = description
        self.brand = brand
        self.category = category
        self.skus = skus
        self.rating = rating
        self.price = try ProductPrice(spanning: skus.map(\.price))
    }

    /// Inlinable so that reading it from an array element (`products[i].isInStock`, as the search
    /// index does for every product) copies the SKUs out of the array, not the whole product.
    @inlinable public var isInStock: Bool { skus.contains(where: \.isInStock) }
    public var totalStock: Int { skus.reduce(0) { $0 + $1.stock } }

    /// The distinct colours, in the order the SKUs list them.
    public var colours: [String] { distinct(skus.compactMap(\.colour)) }

    /// The distinct sizes (for one colour when given), in the order the SKUs list them.
    public func sizes(forColour colour: String? = nil) -> [String] {
        distinct(skus.filter { colour == nil || $0.colour == colour }.compactMap(\.size))
    }

    /// The SKU for a colour and size combination, if the product has it.
    public func sku(colour: String?, size: String?) -> SKU? {
        skus.first { $0.colour == colour && $0.size == size }
    }

    /// The SKU with this id, if it belongs to the product.
    public func sku(id: SKUID) -> SKU? {
        skus.first { $0.id == id }
    }

    private func distinct(_ values: [String]) -> [String] {
        var seen = Set<String>()
        return values.filter { seen.insert($0).inserted }
    }
}
